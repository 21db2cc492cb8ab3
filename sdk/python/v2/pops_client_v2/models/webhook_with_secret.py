from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_status import WebhookStatus
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="WebhookWithSecret")



@_attrs_define
class WebhookWithSecret:
    """ The new subscription, or the webhook after a rotation, with its signing secret (in this response only).

        Attributes:
            id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            object_ (Literal['webhook']):
            organization_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            url (str):
            events (list[str]): Event names and patterns (`WebhookEventPattern`), sorted, without repeats.
            site_ids (list[UUID]): The site filter; empty when there is none.
            asset_ids (list[UUID]): The asset filter; empty when there is none.
            previous_secret_expires_at (datetime.datetime | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or
                null.
            threshold (int): Percentage of a limit at which `rate_limit.warning` fires (80 by default).
            status (WebhookStatus):
            disabled_reason (None | str):
            description (None | str):
            created_at (datetime.datetime): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601
                / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            updated_at (datetime.datetime): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601
                / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            secret (str): Standard Webhooks signing secret.
            legacy_id (str | Unset): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62 digits
                (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that
                whatever matches it is 128 bits).
     """

    id: UUID
    object_: Literal['webhook']
    organization_id: UUID
    url: str
    events: list[str]
    site_ids: list[UUID]
    asset_ids: list[UUID]
    previous_secret_expires_at: datetime.datetime | None
    threshold: int
    status: WebhookStatus
    disabled_reason: None | str
    description: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    secret: str
    legacy_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        object_ = self.object_

        organization_id = str(self.organization_id)

        url = self.url

        events = self.events



        site_ids = []
        for site_ids_item_data in self.site_ids:
            site_ids_item = str(site_ids_item_data)
            site_ids.append(site_ids_item)



        asset_ids = []
        for asset_ids_item_data in self.asset_ids:
            asset_ids_item = str(asset_ids_item_data)
            asset_ids.append(asset_ids_item)



        previous_secret_expires_at: None | str
        if isinstance(self.previous_secret_expires_at, datetime.datetime):
            previous_secret_expires_at = self.previous_secret_expires_at.isoformat()
        else:
            previous_secret_expires_at = self.previous_secret_expires_at

        threshold = self.threshold

        status = self.status.value

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        description: None | str
        description = self.description

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        secret = self.secret

        legacy_id = self.legacy_id


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
            "secret": secret,
        })
        if legacy_id is not UNSET:
            field_dict["legacy_id"] = legacy_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        object_ = cast(Literal['webhook'] , d.pop("object"))
        if object_ != 'webhook':
            raise ValueError(f"object must match const 'webhook', got '{object_}'")

        organization_id = UUID(d.pop("organization_id"))




        url = d.pop("url")

        events = cast(list[str], d.pop("events"))


        site_ids = []
        _site_ids = d.pop("site_ids")
        for site_ids_item_data in (_site_ids):
            site_ids_item = UUID(site_ids_item_data)



            site_ids.append(site_ids_item)


        asset_ids = []
        _asset_ids = d.pop("asset_ids")
        for asset_ids_item_data in (_asset_ids):
            asset_ids_item = UUID(asset_ids_item_data)



            asset_ids.append(asset_ids_item)


        def _parse_previous_secret_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_nullable_timestamp_type_0 = datetime.datetime.fromisoformat(data)



                return componentsschemas_nullable_timestamp_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

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


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        secret = d.pop("secret")

        legacy_id = d.pop("legacy_id", UNSET)

        webhook_with_secret = cls(
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
            secret=secret,
            legacy_id=legacy_id,
        )


        webhook_with_secret.additional_properties = d
        return webhook_with_secret

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
