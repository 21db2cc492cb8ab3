from enum import StrEnum

class FirmwareCampaignStatus(StrEnum):
    CANCELLED = "cancelled"
    COMPLETED = "completed"
    HALTED = "halted"
    RUNNING = "running"
    SCHEDULED = "scheduled"

    def __str__(self) -> str:
        return str(self.value)
