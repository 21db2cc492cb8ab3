from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StationCreate")



@_attrs_define
class StationCreate:
    """ 
        Attributes:
            identity (str): OCPP `identifierString` characters without `:`, not only dots (a `.` or `..` path segment is
                normalised away by HTTP clients); unique in its organization whatever the case.
     """

    identity: str





    def to_dict(self) -> dict[str, Any]:
        identity = self.identity


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "identity": identity,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        identity = d.pop("identity")

        station_create = cls(
            identity=identity,
        )

        return station_create

