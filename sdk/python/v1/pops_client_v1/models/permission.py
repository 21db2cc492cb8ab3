from enum import StrEnum

class Permission(StrEnum):
    ADMINAPI_KEYS = "admin:api_keys"
    ADMINASSETS = "admin:assets"
    ADMINBILLING = "admin:billing"
    ADMINMEMBERS = "admin:members"
    ADMINROLES = "admin:roles"
    ADMINSCHEDULES = "admin:schedules"
    ADMINSITES = "admin:sites"
    ADMINWEBHOOKS = "admin:webhooks"
    DELETEASSETS = "delete:assets"
    DELETESCHEDULES = "delete:schedules"
    DELETESITES = "delete:sites"
    READASSETS = "read:assets"
    READEVENTS = "read:events"
    READSCHEDULES = "read:schedules"
    READSESSIONS = "read:sessions"
    READSITES = "read:sites"
    WRITEASSETS = "write:assets"
    WRITESCHEDULES = "write:schedules"
    WRITESESSIONS = "write:sessions"
    WRITESITES = "write:sites"

    def __str__(self) -> str:
        return str(self.value)
