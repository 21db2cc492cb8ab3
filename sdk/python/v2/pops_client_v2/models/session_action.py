from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_action_action import SessionActionAction
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SessionAction")



@_attrs_define
class SessionAction:
    """ 
        Attributes:
            action (SessionActionAction): pause: active to paused; resume: paused to active; stop: active or paused to
                completed.
            reason (str | Unset): The client's words for why it stops; with `stop` only. Trimmed; 1 to 100 characters after
                trimming; no control characters. v1 shows them as the session's `stop_reason`; in v2 the session's `stop_reason`
                is `requested` and the words stay in the `session_stopped` event's `data.reason`.
            energy_kwh (float | None | Unset): Energy delivered so far (never decreases).
            force (bool | None | Unset): With `stop` only: completes the session without asking its charging station
                (`stop_reason: forced`), for a station that never lets go. Needs `admin:assets` on top of `write:sessions` (else
                403); not with `energy_kwh`. Recorded in the `session_stopped` event with who forced it.
     """

    action: SessionActionAction
    reason: str | Unset = UNSET
    energy_kwh: float | None | Unset = UNSET
    force: bool | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        reason = self.reason

        energy_kwh: float | None | Unset
        if isinstance(self.energy_kwh, Unset):
            energy_kwh = UNSET
        else:
            energy_kwh = self.energy_kwh

        force: bool | None | Unset
        if isinstance(self.force, Unset):
            force = UNSET
        else:
            force = self.force


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason
        if energy_kwh is not UNSET:
            field_dict["energy_kwh"] = energy_kwh
        if force is not UNSET:
            field_dict["force"] = force

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = SessionActionAction(d.pop("action"))




        reason = d.pop("reason", UNSET)

        def _parse_energy_kwh(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        energy_kwh = _parse_energy_kwh(d.pop("energy_kwh", UNSET))


        def _parse_force(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        force = _parse_force(d.pop("force", UNSET))


        session_action = cls(
            action=action,
            reason=reason,
            energy_kwh=energy_kwh,
            force=force,
        )

        return session_action

