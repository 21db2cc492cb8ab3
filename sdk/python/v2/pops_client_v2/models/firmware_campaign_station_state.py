from enum import StrEnum

class FirmwareCampaignStationState(StrEnum):
    CANCELLED = "cancelled"
    DOWNLOADED = "downloaded"
    DOWNLOADING = "downloading"
    FAILED = "failed"
    INSTALLED = "installed"
    INSTALLING = "installing"
    PENDING = "pending"
    SENT = "sent"

    def __str__(self) -> str:
        return str(self.value)
