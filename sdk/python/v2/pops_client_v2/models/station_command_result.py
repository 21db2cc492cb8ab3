from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.station_command_result_command import StationCommandResultCommand
from typing import Literal, cast
from uuid import UUID






T = TypeVar("T", bound="StationCommandResult")



@_attrs_define
class StationCommandResult:
    """ 
        Attributes:
            object_ (Literal['station_command']):
            asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            command (StationCommandResultCommand):
            status (str): What the station answered (OCPP's word; `Accepted`, `Scheduled`, `Unlocked`).
     """

    object_: Literal['station_command']
    asset_id: UUID
    command: StationCommandResultCommand
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        asset_id = str(self.asset_id)

        command = self.command.value

        status = self.status


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "object": object_,
            "asset_id": asset_id,
            "command": command,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        object_ = cast(Literal['station_command'] , d.pop("object"))
        if object_ != 'station_command':
            raise ValueError(f"object must match const 'station_command', got '{object_}'")

        asset_id = UUID(d.pop("asset_id"))




        command = StationCommandResultCommand(d.pop("command"))




        status = d.pop("status")

        station_command_result = cls(
            object_=object_,
            asset_id=asset_id,
            command=command,
            status=status,
        )


        station_command_result.additional_properties = d
        return station_command_result

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
