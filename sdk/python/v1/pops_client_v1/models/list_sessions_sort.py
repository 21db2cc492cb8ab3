from enum import StrEnum

class ListSessionsSort(StrEnum):
    STARTED_AT = "started_at"
    VALUE_1 = "-started_at"

    def __str__(self) -> str:
        return str(self.value)
