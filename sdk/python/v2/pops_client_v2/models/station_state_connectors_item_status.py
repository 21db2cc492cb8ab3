from enum import StrEnum

class StationStateConnectorsItemStatus(StrEnum):
    AVAILABLE = "available"
    FAULTED = "faulted"
    OCCUPIED = "occupied"
    RESERVED = "reserved"
    UNAVAILABLE = "unavailable"

    def __str__(self) -> str:
        return str(self.value)
