from enum import StrEnum

class ListStationsAssetStatusne(StrEnum):
    ACTIVE = "active"
    DECOMMISSIONED = "decommissioned"
    MAINTENANCE = "maintenance"

    def __str__(self) -> str:
        return str(self.value)
