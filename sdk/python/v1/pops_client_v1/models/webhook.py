from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_status import WebhookStatus
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="Webhook")



@_attrs_define
class Webhook:
    """ 
        Attributes:
            id (str): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the pattern
                allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is 128
                bits).
            object_ (Literal['webhook']):
            organization_id (str): v1 form of a organization id: `org_` plus the same 128 bits as 22 base62 digits
                (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that
                whatever matches it is 128 bits).
            url (str):
            events (list[str]): Event names and patterns (`WebhookEventPattern`), sorted, without repeats.
            site_ids (list[str]): The site filter; empty when there is none.
            asset_ids (list[str]): The asset filter; empty when there is none.
            previous_secret_expires_at (int | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            threshold (int): Percentage of a limit at which `rate_limit.warning` fires (80 by default).
            status (WebhookStatus):
            disabled_reason (None | str):
            description (None | str):
            created_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            updated_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
     """

    id: str
    object_: Literal['webhook']
    organization_id: str
    url: str
    events: list[str]
    site_ids: list[str]
    asset_ids: list[str]
    previous_secret_expires_at: int | None
    threshold: int
    status: WebhookStatus
    disabled_reason: None | str
    description: None | str
    created_at: int
    updated_at: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        organization_id = self.organization_id

        url = self.url

        events = self.events



        site_ids = self.site_ids



        asset_ids = self.asset_ids



        previous_secret_expires_at: int | None
        previous_secret_expires_at = self.previous_secret_expires_at

        threshold = self.threshold

        status = self.status.value

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        description: None | str
        description = self.description

        created_at = self.created_at

        updated_at = self.updated_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "object": object_,
            "organization_id": organization_id,
            "url": url,
            "events": events,
            "site_ids": site_ids,
            "asset_ids": asset_ids,
            "previous_secret_expires_at": previous_secret_expires_at,
            "threshold": threshold,
            "status": status,
            "disabled_reason": disabled_reason,
            "description": description,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal['webhook'] , d.pop("object"))
        if object_ != 'webhook':
            raise ValueError(f"object must match const 'webhook', got '{object_}'")

        organization_id = d.pop("organization_id")

        url = d.pop("url")

        events = cast(list[str], d.pop("events"))


        site_ids = cast(list[str], d.pop("site_ids"))


        asset_ids = cast(list[str], d.pop("asset_ids"))


        def _parse_previous_secret_expires_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        previous_secret_expires_at = _parse_previous_secret_expires_at(d.pop("previous_secret_expires_at"))


        threshold = d.pop("threshold")

        status = WebhookStatus(d.pop("status"))




        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))


        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        webhook = cls(
            id=id,
            object_=object_,
            organization_id=organization_id,
            url=url,
            events=events,
            site_ids=site_ids,
            asset_ids=asset_ids,
            previous_secret_expires_at=previous_secret_expires_at,
            threshold=threshold,
            status=status,
            disabled_reason=disabled_reason,
            description=description,
            created_at=created_at,
            updated_at=updated_at,
        )


        webhook.additional_properties = d
        return webhook

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
