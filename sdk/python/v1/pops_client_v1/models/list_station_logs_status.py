from enum import StrEnum

class ListStationLogsStatus(StrEnum):
    FAILED = "failed"
    REQUESTED = "requested"
    UPLOADED = "uploaded"
    UPLOADING = "uploading"

    def __str__(self) -> str:
        return str(self.value)
