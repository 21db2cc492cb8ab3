from enum import StrEnum

class ScheduleItemAction(StrEnum):
    SET_POWER_LIMIT = "set_power_limit"
    START_SESSION = "start_session"
    STOP_SESSION = "stop_session"

    def __str__(self) -> str:
        return str(self.value)
