from enum import StrEnum

class ListStationsAssetStatuseq(StrEnum):
    ACTIVE = "active"
    DECOMMISSIONED = "decommissioned"
    MAINTENANCE = "maintenance"

    def __str__(self) -> str:
        return str(self.value)
