from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EventDataType0")



@_attrs_define
class EventDataType0:
    """ What changed (e.g. from/to status, stop reason, a run's results, or why a run was refused); ids in the version's
    form, and instants (a run's `due_at` and `author_until`) as `Timestamp`s of the version. A session's end
    (`session_stopped`, and `session_updated` with a station's end after the platform's) carries `stop_reason` as the
    session shows it in the version (v1 adds `stop_reason_code`), `station_stop_reason`, `energy_final` and
    `energy_kwh`; a stop with a `reason` keeps the client's words as `reason`. Webhook deliveries carry the v1 form.

     """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        
        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event_data_type_0 = cls(
        )


        event_data_type_0.additional_properties = d
        return event_data_type_0

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
