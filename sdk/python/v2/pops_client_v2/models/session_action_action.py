from enum import StrEnum

class SessionActionAction(StrEnum):
    PAUSE = "pause"
    RESUME = "resume"
    STOP = "stop"

    def __str__(self) -> str:
        return str(self.value)
