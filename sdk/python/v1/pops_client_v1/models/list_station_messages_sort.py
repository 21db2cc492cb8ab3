from enum import StrEnum

class ListStationMessagesSort(StrEnum):
    AT = "at"
    VALUE_1 = "-at"

    def __str__(self) -> str:
        return str(self.value)
