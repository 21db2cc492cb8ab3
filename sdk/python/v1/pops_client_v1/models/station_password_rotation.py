from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="StationPasswordRotation")



@_attrs_define
class StationPasswordRotation:
    """ 
        Attributes:
            push (bool | Unset): Send a connected station its new password before cutting its connection. `false` after a
                leak: nothing is sent, the rotation and the cut are one step. Default: True.
     """

    push: bool | Unset = True





    def to_dict(self) -> dict[str, Any]:
        push = self.push


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if push is not UNSET:
            field_dict["push"] = push

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        push = d.pop("push", UNSET)

        station_password_rotation = cls(
            push=push,
        )

        return station_password_rotation

