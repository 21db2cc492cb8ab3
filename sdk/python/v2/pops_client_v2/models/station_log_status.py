from enum import StrEnum

class StationLogStatus(StrEnum):
    FAILED = "failed"
    REQUESTED = "requested"
    UPLOADED = "uploaded"
    UPLOADING = "uploading"

    def __str__(self) -> str:
        return str(self.value)
