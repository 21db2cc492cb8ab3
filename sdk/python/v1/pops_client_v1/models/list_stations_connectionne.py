from enum import StrEnum

class ListStationsConnectionne(StrEnum):
    OFFLINE = "offline"
    ONLINE = "online"

    def __str__(self) -> str:
        return str(self.value)
