from enum import StrEnum

class ListMembersType(StrEnum):
    SERVICE = "service"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
