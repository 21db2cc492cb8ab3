from enum import StrEnum

class AssetUpdateVisibility(StrEnum):
    ORGANIZATION = "organization"
    SITE = "site"

    def __str__(self) -> str:
        return str(self.value)
