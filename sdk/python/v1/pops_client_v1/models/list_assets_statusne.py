from enum import StrEnum

class ListAssetsStatusne(StrEnum):
    ACTIVE = "active"
    DECOMMISSIONED = "decommissioned"
    MAINTENANCE = "maintenance"

    def __str__(self) -> str:
        return str(self.value)
