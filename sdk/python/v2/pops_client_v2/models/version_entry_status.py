from enum import StrEnum

class VersionEntryStatus(StrEnum):
    BETA = "beta"
    CURRENT = "current"
    DEPRECATED = "deprecated"
    SUNSET = "sunset"

    def __str__(self) -> str:
        return str(self.value)
