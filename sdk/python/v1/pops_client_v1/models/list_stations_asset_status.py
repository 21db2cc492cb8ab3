from enum import StrEnum

class ListStationsAssetStatus(StrEnum):
    ACTIVE = "active"
    DECOMMISSIONED = "decommissioned"
    MAINTENANCE = "maintenance"

    def __str__(self) -> str:
        return str(self.value)
