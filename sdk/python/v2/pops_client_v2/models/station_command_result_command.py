from enum import StrEnum

class StationCommandResultCommand(StrEnum):
    RESET = "reset"
    TRIGGER = "trigger"
    UNLOCK = "unlock"

    def __str__(self) -> str:
        return str(self.value)
