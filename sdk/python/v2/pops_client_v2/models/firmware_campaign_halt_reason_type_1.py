from enum import StrEnum

class FirmwareCampaignHaltReasonType1(StrEnum):
    FAILURES = "failures"
    OPERATOR = "operator"

    def __str__(self) -> str:
        return str(self.value)
