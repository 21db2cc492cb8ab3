from enum import StrEnum

class FirmwareCampaignHaltReasonType2Type1(StrEnum):
    FAILURES = "failures"
    OPERATOR = "operator"

    def __str__(self) -> str:
        return str(self.value)
