from enum import StrEnum

class ListStationsStatusne(StrEnum):
    AVAILABLE = "available"
    FAULTED = "faulted"
    UNAVAILABLE = "unavailable"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return str(self.value)
