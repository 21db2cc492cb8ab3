from enum import StrEnum

class RateLimitsTier(StrEnum):
    BUSINESS = "business"
    DEVELOPER = "developer"
    ENTERPRISE = "enterprise"
    FREE = "free"

    def __str__(self) -> str:
        return str(self.value)
