from enum import StrEnum

class ApiKeyStatus(StrEnum):
    ACTIVE = "active"
    EXPIRED = "expired"

    def __str__(self) -> str:
        return str(self.value)
