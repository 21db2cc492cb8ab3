from enum import StrEnum

class SessionStopReasonCodeType2Type1(StrEnum):
    DEAUTHORIZED = "deauthorized"
    EMERGENCY_STOP = "emergency_stop"
    ENERGY_LIMIT_REACHED = "energy_limit_reached"
    EV_DISCONNECTED = "ev_disconnected"
    FAULT = "fault"
    FORCED = "forced"
    LOCAL = "local"
    NOT_STARTED = "not_started"
    OTHER = "other"
    POWER_LOSS = "power_loss"
    REBOOT = "reboot"
    REQUESTED = "requested"
    SCHEDULED = "scheduled"
    SOC_LIMIT_REACHED = "soc_limit_reached"
    STOPPED_BY_EV = "stopped_by_ev"
    TIMEOUT = "timeout"
    TIME_LIMIT_REACHED = "time_limit_reached"

    def __str__(self) -> str:
        return str(self.value)
