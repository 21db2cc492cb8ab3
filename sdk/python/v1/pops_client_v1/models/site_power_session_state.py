from enum import StrEnum

class SitePowerSessionState(StrEnum):
    CHARGING = "charging"
    PAUSED = "paused"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
