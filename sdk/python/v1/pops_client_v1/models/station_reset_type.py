from enum import StrEnum

class StationResetType(StrEnum):
    HARD = "hard"
    SOFT = "soft"

    def __str__(self) -> str:
        return str(self.value)
