from enum import StrEnum

class OrganizationTier(StrEnum):
    BUSINESS = "business"
    DEVELOPER = "developer"
    ENTERPRISE = "enterprise"
    FREE = "free"

    def __str__(self) -> str:
        return str(self.value)
