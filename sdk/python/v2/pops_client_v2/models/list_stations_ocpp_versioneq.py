from enum import StrEnum

class ListStationsOcppVersioneq(StrEnum):
    VALUE_0 = "1.6"
    VALUE_1 = "2.0.1"

    def __str__(self) -> str:
        return str(self.value)
