from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.delivery_status import DeliveryStatus
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.delivery_attempt import DeliveryAttempt





T = TypeVar("T", bound="Delivery")



@_attrs_define
class Delivery:
    """ One event for one webhook endpoint, with its attempts.

        Attributes:
            id (str): v1 form of a webhook delivery id: `dlv_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the
                pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is
                128 bits).
            object_ (Literal['delivery']):
            webhook_id (str): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the
                pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is
                128 bits).
            event_type (str): An event type, or `webhook.test` for a test event.
            message_id (str): `webhook-id` of every attempt (`msg_<uuid hex>`), for receivers to drop duplicates; a
                redelivery keeps its original's.
            redelivery_of (None | str): The delivery this one sends again (POST .../redeliver), or null.
            coalesced_events (int): How many events the delivery stands for; more than 1 only for a debounced station notice
                (a station's connects and disconnects of one minute, the last one sent).
            status (DeliveryStatus):
            attempt_count (int):
            attempts (list[DeliveryAttempt]):
            next_attempt_at (int | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            created_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            payload (Any): The JSON body sent on every attempt (`{type, timestamp, data}`), its instants (`timestamp`,
                `data.reset_at`) shown as `Timestamp`s of the request's version. The body sent is one form in every version: v1
                ids and RFC 3339 instants.
     """

    id: str
    object_: Literal['delivery']
    webhook_id: str
    event_type: str
    message_id: str
    redelivery_of: None | str
    coalesced_events: int
    status: DeliveryStatus
    attempt_count: int
    attempts: list[DeliveryAttempt]
    next_attempt_at: int | None
    created_at: int
    payload: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.delivery_attempt import DeliveryAttempt # noqa: PLC0415
        id = self.id

        object_ = self.object_

        webhook_id = self.webhook_id

        event_type = self.event_type

        message_id = self.message_id

        redelivery_of: None | str
        redelivery_of = self.redelivery_of

        coalesced_events = self.coalesced_events

        status = self.status.value

        attempt_count = self.attempt_count

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)



        next_attempt_at: int | None
        next_attempt_at = self.next_attempt_at

        created_at = self.created_at

        payload = self.payload


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "object": object_,
            "webhook_id": webhook_id,
            "event_type": event_type,
            "message_id": message_id,
            "redelivery_of": redelivery_of,
            "coalesced_events": coalesced_events,
            "status": status,
            "attempt_count": attempt_count,
            "attempts": attempts,
            "next_attempt_at": next_attempt_at,
            "created_at": created_at,
            "payload": payload,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.delivery_attempt import DeliveryAttempt # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal['delivery'] , d.pop("object"))
        if object_ != 'delivery':
            raise ValueError(f"object must match const 'delivery', got '{object_}'")

        webhook_id = d.pop("webhook_id")

        event_type = d.pop("event_type")

        message_id = d.pop("message_id")

        def _parse_redelivery_of(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        redelivery_of = _parse_redelivery_of(d.pop("redelivery_of"))


        coalesced_events = d.pop("coalesced_events")

        status = DeliveryStatus(d.pop("status"))




        attempt_count = d.pop("attempt_count")

        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in (_attempts):
            attempts_item = DeliveryAttempt.from_dict(attempts_item_data)



            attempts.append(attempts_item)


        def _parse_next_attempt_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))


        created_at = d.pop("created_at")

        payload = d.pop("payload")

        delivery = cls(
            id=id,
            object_=object_,
            webhook_id=webhook_id,
            event_type=event_type,
            message_id=message_id,
            redelivery_of=redelivery_of,
            coalesced_events=coalesced_events,
            status=status,
            attempt_count=attempt_count,
            attempts=attempts,
            next_attempt_at=next_attempt_at,
            created_at=created_at,
            payload=payload,
        )


        delivery.additional_properties = d
        return delivery

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
