from enum import StrEnum

class SessionStatus(StrEnum):
    ACTIVE = "active"
    COMPLETED = "completed"
    PAUSED = "paused"

    def __str__(self) -> str:
        return str(self.value)
