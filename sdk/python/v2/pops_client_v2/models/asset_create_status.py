from enum import StrEnum

class AssetCreateStatus(StrEnum):
    ACTIVE = "active"
    DECOMMISSIONED = "decommissioned"
    MAINTENANCE = "maintenance"

    def __str__(self) -> str:
        return str(self.value)
