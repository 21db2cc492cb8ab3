from enum import StrEnum

class ListSessionMeterValuesXAPIVersion(StrEnum):
    VALUE_0 = "2026-09-01"

    def __str__(self) -> str:
        return str(self.value)
