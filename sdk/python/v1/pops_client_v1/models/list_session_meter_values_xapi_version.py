from enum import StrEnum

class ListSessionMeterValuesXAPIVersion(StrEnum):
    VALUE_0 = "2025-01-15"
    VALUE_1 = "2025-06-01"

    def __str__(self) -> str:
        return str(self.value)
