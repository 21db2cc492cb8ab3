from enum import StrEnum

class StationStateConnectorsItemStatus(StrEnum):
    AVAILABLE = "Available"
    FAULTED = "Faulted"
    OCCUPIED = "Occupied"
    RESERVED = "Reserved"
    UNAVAILABLE = "Unavailable"

    def __str__(self) -> str:
        return str(self.value)
