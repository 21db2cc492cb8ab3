from enum import StrEnum

class ListStationsLastKnownStatus(StrEnum):
    AVAILABLE = "available"
    FAULTED = "faulted"
    UNAVAILABLE = "unavailable"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return str(self.value)
