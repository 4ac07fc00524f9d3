
/// The switch that turns every shortcut off: with `RESPOND_LUA_NO_SHORTCUTS=1`
/// in the environment, each fast path takes its general twin instead (see
/// docs/ARCHITECTURE.md, "Shortcuts and their twins"). Scripts must see the
/// same bytes either way; `ShortcutSwitchTests` runs the examples, the Lua
/// tests, the hostile scripts and a fuzz batch both ways and compares them.
/// Read once, when the program starts; an engine copies it (`Engine.shortcuts`)
/// so that hot paths test a stored flag.
public enum Shortcuts {
    /// (`RESPOND_LUA_NO_SHORTCUTS` is the name outside scripts rely on.)
    public static let enabled = !ProcessEnvironment.value("RESPOND_LUA_NO_SHORTCUTS", is: "1")
}
