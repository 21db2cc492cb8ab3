from enum import StrEnum

class AssetCreateVisibility(StrEnum):
    ORGANIZATION = "organization"
    SITE = "site"

    def __str__(self) -> str:
        return str(self.value)
