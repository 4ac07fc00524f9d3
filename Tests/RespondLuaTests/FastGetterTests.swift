import RespondCore
@testable import RespondLua
import XCTest

/// Every fast getter (FastPaths.swift) returns what its ordinary getter
/// returns, for every class that has one: the same script reads every fast
/// property of instances of each such class in a runtime with shortcuts and
/// in one without (`Engine.shortcuts`, the RESPOND_LUA_NO_SHORTCUTS switch),
/// and both print the same.
final class FastGetterTests: XCTestCase {
    static let script = """
        local function describe(v)
          if type(v) == "userdata" then return tostring(v) end
          return type(v) .. ":" .. tostring(v)
        end
        local lines = {}
        local function read(label, object, names)
          for _, name in ipairs(names) do
            lines[#lines + 1] = label .. "." .. name .. " = " .. describe(object[name])
          end
        end
        local viewFields = {"name", "tag", "bounds", "frame", "center", "superview", "hidden", "alpha", "userInteractionEnabled"}
        local w = UIWindow{name = "w"} w:makeKeyAndVisible()
        local made = {
          UIView{name = "plain", frame = {10, 20, 30, 40}, tag = 7, alpha = 0.5},
          UIView{frame = {1, 2, 3, 4}, hidden = true, userInteractionEnabled = false},
          UIButton{name = "button", frame = {50, 60, 100, 44}},
          UIControl{name = "control", frame = {5, 5, 5, 5}},
          UILabel{name = "label", frame = {0, 0, 10, 10}},
          UIImageView{name = "image", frame = {0, 0, 10, 10}},
          UIScrollView{name = "scroll", frame = {0, 300, 200, 200}},
          UITextField{name = "field", frame = {0, 100, 200, 30}},
        }
        for i, v in ipairs(made) do w:addSubview(v) read(tostring(v.name or i), v, viewFields) end
        read("window", w, viewFields)
        local Custom = UIView:subclass("Custom")
        local c = Custom{name = "custom", frame = {200, 200, 50, 50}}
        w:addSubview(c)
        read("custom", c, viewFields)
        local touchFields = {"view", "window", "phase", "tapCount"}
        local recognizerFields = {"state", "view"}
        local seen = 0
        function c:touchesBegan(touches, event)
          for _, t in ipairs(touches:all()) do seen = seen + 1 read("touch" .. seen, t, touchFields) end
        end
        local g = UITapGestureRecognizer{name = "tap", action = function(r) read("recognizer in action", r, recognizerFields) end}
        c:addGestureRecognizer(g)
        read("recognizer", g, recognizerFields)
        tap(c)
        doubleTap(c)
        read("recognizer after", g, recognizerFields)
        print(table.concat(lines, "\\n"))
        """

    func output(shortcuts: Bool) throws -> String {
        let engine = Engine()
        engine.shortcuts = shortcuts
        let runtime = try LuaRuntime(engine: engine)
        var out = ""
        runtime.output = { out += $0 }
        runtime.errorOutput = { out += $0 }
        XCTAssertEqual(runtime.run(code: Self.script, chunkName: "=fast getters"), .ok, out)
        return out
    }

    func testFastGettersReturnWhatTheOrdinaryGettersReturn() throws {
        let fast = try output(shortcuts: true)
        let general = try output(shortcuts: false)
        XCTAssertEqual(fast, general)
        // Every fast property was read at least once.
        for property in FastProperty.allCases {
            let name: String
            switch property {
            case .touchView: name = ".view = "
            case .touchWindow: name = ".window = "
            case .touchPhase: name = ".phase = "
            case .touchTapCount: name = ".tapCount = "
            case .recognizerState: name = ".state = "
            case .recognizerView: name = ".view = "
            default: name = ".\(property)"
            }
            XCTAssertTrue(fast.contains(name), "\(property) was not read")
        }
        XCTAssertTrue(fast.contains("touch2.tapCount = number:2"), fast)
    }
}
