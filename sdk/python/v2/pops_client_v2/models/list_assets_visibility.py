from enum import StrEnum

class ListAssetsVisibility(StrEnum):
    ORGANIZATION = "organization"
    SITE = "site"

    def __str__(self) -> str:
        return str(self.value)
