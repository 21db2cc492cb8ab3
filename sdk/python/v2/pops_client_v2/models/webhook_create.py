from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_event_type import WebhookEventType
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="WebhookCreate")



@_attrs_define
class WebhookCreate:
    """ 
        Attributes:
            url (str): HTTPS endpoint; no credentials, no private addresses.
            events (list[str | WebhookEventType]):
            site_ids (list[UUID] | None | Unset): The site filter; `[]` or null for none (PATCH clears it so).
            asset_ids (list[UUID] | None | Unset): The asset filter; `[]` or null for none (PATCH clears it so).
            threshold (int | None | Unset): Usage percentage that triggers `rate_limit.warning` (default 80).
            description (None | str | Unset): Description. Trimmed; 1 to 500 characters after trimming; no control
                characters.
     """

    url: str
    events: list[str | WebhookEventType]
    site_ids: list[UUID] | None | Unset = UNSET
    asset_ids: list[UUID] | None | Unset = UNSET
    threshold: int | None | Unset = UNSET
    description: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events = []
        for events_item_data in self.events:
            events_item: str
            if isinstance(events_item_data, WebhookEventType):
                events_item = events_item_data.value
            else:
                events_item = events_item_data
            events.append(events_item)



        site_ids: list[str] | None | Unset
        if isinstance(self.site_ids, Unset):
            site_ids = UNSET
        elif isinstance(self.site_ids, list):
            site_ids = []
            for componentsschemas_webhook_site_filter_item_data in self.site_ids:
                componentsschemas_webhook_site_filter_item = str(componentsschemas_webhook_site_filter_item_data)
                site_ids.append(componentsschemas_webhook_site_filter_item)


        else:
            site_ids = self.site_ids

        asset_ids: list[str] | None | Unset
        if isinstance(self.asset_ids, Unset):
            asset_ids = UNSET
        elif isinstance(self.asset_ids, list):
            asset_ids = []
            for componentsschemas_webhook_asset_filter_item_data in self.asset_ids:
                componentsschemas_webhook_asset_filter_item = str(componentsschemas_webhook_asset_filter_item_data)
                asset_ids.append(componentsschemas_webhook_asset_filter_item)


        else:
            asset_ids = self.asset_ids

        threshold: int | None | Unset
        if isinstance(self.threshold, Unset):
            threshold = UNSET
        else:
            threshold = self.threshold

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
            "events": events,
        })
        if site_ids is not UNSET:
            field_dict["site_ids"] = site_ids
        if asset_ids is not UNSET:
            field_dict["asset_ids"] = asset_ids
        if threshold is not UNSET:
            field_dict["threshold"] = threshold
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> str | WebhookEventType:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    componentsschemas_webhook_event_pattern_type_0 = WebhookEventType(data)



                    return componentsschemas_webhook_event_pattern_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(str | WebhookEventType, data)

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_site_ids(data: object) -> list[UUID] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                site_ids_type_0 = []
                _site_ids_type_0 = data
                for componentsschemas_webhook_site_filter_item_data in (_site_ids_type_0):
                    componentsschemas_webhook_site_filter_item = UUID(componentsschemas_webhook_site_filter_item_data)



                    site_ids_type_0.append(componentsschemas_webhook_site_filter_item)

                return site_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[UUID] | None | Unset, data)

        site_ids = _parse_site_ids(d.pop("site_ids", UNSET))


        def _parse_asset_ids(data: object) -> list[UUID] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                asset_ids_type_0 = []
                _asset_ids_type_0 = data
                for componentsschemas_webhook_asset_filter_item_data in (_asset_ids_type_0):
                    componentsschemas_webhook_asset_filter_item = UUID(componentsschemas_webhook_asset_filter_item_data)



                    asset_ids_type_0.append(componentsschemas_webhook_asset_filter_item)

                return asset_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[UUID] | None | Unset, data)

        asset_ids = _parse_asset_ids(d.pop("asset_ids", UNSET))


        def _parse_threshold(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        threshold = _parse_threshold(d.pop("threshold", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        webhook_create = cls(
            url=url,
            events=events,
            site_ids=site_ids,
            asset_ids=asset_ids,
            threshold=threshold,
            description=description,
        )

        return webhook_create

