#!/usr/bin/env python3
"""Random respond-lua programs, one per seed (issue 8's fuzz harness).

    scripts/fuzz/gen.py SEED [-o FILE] [--registry FILE | --binary PATH]

writes the program for SEED (standard output without -o). The same seed and
the same class registry give the same program, byte for byte: the generator
draws from its own pseudo-random generator (splitmix64), never from Python's,
and the program draws at run time from an LCG seeded with SEED.

A program builds windows, controllers, views, controls and scroll views with
random geometry and flags; overrides hitTest, pointInside, the touch methods,
nextResponder, sendEvent, the tracking methods, gesture delegates and more
with bodies that log, call super (zero, one or two times), return odd values,
raise errors at random, yield, or call the engine back (remove views, inject
touches, wait, collect garbage); adds recognizers of every kind with random
properties, failure requirements and delegates, custom recognizer classes
that move their own state, and controls with targets; then injects gestures
(composites and single fingers), removes views mid-gesture, collects garbage,
runs engine calls inside coroutines, and calls random members of the class
registry (`respond-lua api`) with wrong-typed arguments.

Every step runs inside pcall; what it caught must be a located message
(`file.lua:LINE: ...`), or the program prints a line starting `UNLOCATED`,
which the runner counts as a failure. About one program in ten ends with an
error nobody catches, to check how the command reports it.
"""

import argparse
import os
import subprocess
import sys

MASK = (1 << 64) - 1


class Rng:
    """splitmix64: small, fast, and the same on every Python."""

    def __init__(self, seed):
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def random(self):
        return (self.next() >> 11) / float(1 << 53)

    def int(self, lo, hi):
        """lo..hi inclusive."""
        return lo + self.next() % (hi - lo + 1)

    def chance(self, p):
        return self.random() < p

    def choice(self, items):
        return items[self.next() % len(items)]

    def weighted(self, pairs):
        total = sum(w for _, w in pairs)
        x = self.random() * total
        for item, w in pairs:
            x -= w
            if x < 0:
                return item
        return pairs[-1][0]

    def num(self, lo, hi, digits=1):
        return round(lo + (hi - lo) * self.random(), digits)


# ---------------------------------------------------------------------------
# The class registry

def parse_registry(text):
    """`respond-lua api` output: {classes: {name: {parent, properties, methods,
    constants}}, functions: [...], sim: [...]}."""
    classes = {}
    functions, sim = [], []
    current = None
    for line in text.splitlines():
        if line.startswith("functions:"):
            functions = line.split()[1:]
        elif line.startswith("sim:"):
            sim = line.split()[1:]
        elif line and not line.startswith(" "):
            name, _, parent = line.partition(" : ")
            current = {"parent": parent.strip() or None, "properties": [], "methods": [], "constants": []}
            classes[name.strip()] = current
        elif current is not None:
            key, _, rest = line.strip().partition(":")
            if key in current:
                current[key] = rest.split()
    return {"classes": classes, "functions": functions, "sim": sim}


def registry_text(binary):
    return subprocess.run([binary, "api"], check=True, capture_output=True, text=True).stdout


def load_registry(path=None, binary=None):
    if path:
        with open(path, encoding="utf-8") as f:
            return parse_registry(f.read())
    return parse_registry(registry_text(binary or default_binary()))


def default_binary():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    return os.path.join(root, ".build", "debug", "respond-lua")


def all_members(registry, name, key):
    """A class's members of one kind, its ancestors' included."""
    out = []
    classes = registry["classes"]
    while name in classes:
        out += [m for m in classes[name][key] if m not in out]
        name = classes[name]["parent"]
    return out


# ---------------------------------------------------------------------------
# What the generator knows about the objects it made

VIEW_CLASSES = ["UIView", "UIView", "UIView", "UIImageView", "UILabel", "UIScrollView"]
CONTROL_CLASSES = ["UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UITextField", "UIControl"]
RECOGNIZERS = ["UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
               "UIScreenEdgePanGestureRecognizer", "UISwipeGestureRecognizer", "UIPinchGestureRecognizer",
               "UIRotationGestureRecognizer"]
STATES = ["possible", "began", "changed", "ended", "cancelled", "failed", "recognized"]
CONTROL_EVENTS = ["touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter",
                  "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged",
                  "primaryActionTriggered", "editingDidBegin", "editingChanged", "editingDidEnd",
                  "editingDidEndOnExit", "allTouchEvents", "allEditingEvents", "allEvents"]
PRESS_TYPES = ["select", "menu", "playPause", "upArrow", "downArrow", "leftArrow", "rightArrow"]
# Registry functions a random call must not reach: they write or read files,
# print every record from then on, or build exercises.
UNSAFE_FUNCTIONS = {"render", "importHierarchy", "trace"}


class Obj:
    def __init__(self, index, kind, cls, base):
        self.index = index
        self.kind = kind      # window view control scroll vc recognizer custom target delegate responder
        self.cls = cls        # the Lua expression of its class
        self.base = base      # the built-in class whose methods are "super"

    @property
    def ref(self):
        return "O[%d]" % self.index


class Program:
    def __init__(self, seed, registry):
        self.seed = seed
        self.rng = Rng(seed)
        self.registry = registry
        self.lines = []
        self.objects = []
        self.fingers = 0
        self.coroutines = 0
        self.indent = 0
        self.depth = 0          # nesting of generated closures (bounded)

    # -- output ----------------------------------------------------------
    def emit(self, line):
        self.lines.append("  " * self.indent + line)

    def block(self, opener, body, closer="end"):
        self.emit(opener)
        self.indent += 1
        body()
        self.indent -= 1
        self.emit(closer)

    def step(self, body):
        """A top-level step: inside pcall, so one failure does not end the program."""
        self.block("try(function()", body, "end)")

    # -- objects ---------------------------------------------------------
    def new(self, kind, cls, base):
        obj = Obj(len(self.objects) + 1, kind, cls, base)
        self.objects.append(obj)
        return obj

    def of(self, *kinds):
        return [o for o in self.objects if o.kind in kinds]

    def pick(self, *kinds):
        found = self.of(*kinds)
        return self.rng.choice(found) if found else None

    def ref(self, *kinds):
        """A reference to an object of these kinds, sometimes to anything."""
        r = self.rng
        if r.chance(0.05) or not self.of(*kinds):
            return "(%s)" % self.any_value()
        return self.pick(*kinds).ref

    def lvalue(self, *kinds):
        """An assignable reference (O[i]) to an object of these kinds, or to any."""
        found = self.of(*kinds) or self.objects
        return self.rng.choice(found).ref if found else "O[1]"

    def views(self):
        return self.of("window", "view", "control", "scroll")

    # -- values ----------------------------------------------------------
    def any_value(self):
        r = self.rng
        options = [
            "nil", "true", "false", "0", "-1", "1", "0.5", "3", "1e300", "-1e300", "(0/0)", "math.huge",
            "-math.huge", "2^53", "2^63", "math.mininteger", "math.maxinteger", '""', '"x"', '"began"',
            '"touchUpInside"', '"a\\0b"', 'string.rep("w", 300)', "{}", "{1, 2}", "{x = 1, y = 2}",
            "{0, 0, 10, 10}", "{x = 0/0, y = 1}", "{1, 2, 3, 4, 5}", "function() end", "UIView", "UIGestureRecognizer",
            "app", "coroutine.create(function() end)", "CGPoint(1, 2)", "CGRect(0, 0, 5, 5)",
            "CGAffineTransform.makeScale(0, 0)", "setmetatable({}, {__index = function() error('meta') end})",
            "UIScreen.main", "sim", "string.rep", "error", "math.floor", "rawlen", "next", "print", "tostring",
        ]
        if self.objects and r.chance(0.4):
            return self.rng.choice(self.objects).ref
        return r.choice(options)

    def coord(self, lo=-20, hi=400):
        return str(self.rng.int(lo, hi))

    def loc(self):
        """A location argument list: x, y; a point; or a view."""
        r = self.rng
        roll = r.random()
        views = self.views()
        if roll < 0.45 and views:
            return r.choice(views).ref
        if roll < 0.9:
            return "%s, %s" % (self.coord(-10, 385), self.coord(-10, 680))
        if roll < 0.97:
            return "{x = %s, y = %s}" % (self.coord(), self.coord())
        return r.choice(["0/0, 5", "1e300, 1", "{}", "nil", '"here"', "math.huge, -math.huge"])

    def frame(self):
        r = self.rng
        roll = r.random()
        if roll < 0.93:
            return "{%d, %d, %d, %d}" % (r.int(-30, 300), r.int(-30, 600), r.int(0, 300), r.int(0, 400))
        if roll < 0.98:
            return "{%d, %d, %d, %d}" % (r.int(-100, 100), r.int(-100, 100), r.int(-200, 0), r.int(-50, 900))
        return r.choice(["{0, 0, 0/0, 10}", "{1e300, 0, 10, 10}", "{0, 0, math.huge, 1}", "{}", "{1, 2}", '"frame"'])

    def transform(self):
        r = self.rng
        return r.choice([
            "CGAffineTransform.identity",
            "CGAffineTransform.makeScale(%s, %s)" % (r.num(-2, 3), r.num(-2, 3)),
            "CGAffineTransform.makeRotation(%s)" % r.num(-7, 7, 2),
            "CGAffineTransform.makeTranslation(%d, %d)" % (r.int(-100, 100), r.int(-100, 100)),
            "CGAffineTransform.makeScale(0, 1)",
            "CGAffineTransform.makeRotation(0.5):concatenating(CGAffineTransform.makeScale(2, 0.5))",
        ])

    def duration(self):
        r = self.rng
        return r.weighted([(str(r.num(0, 1.2, 2)), 10), ("0", 1), (str(r.num(1, 3, 1)), 1), ("-1", 0.3),
                           ("0/0", 0.2), ("1e9", 0.2)])

    # -- the program -----------------------------------------------------
    def generate(self):
        r = self.rng
        self.prelude()
        self.emit("")
        self.emit("-- the screen")
        for _ in range(r.int(1, 3)):
            self.make_window()
        if r.chance(0.4):
            for _ in range(r.int(1, 2)):
                self.make_controller()
        self.make_classes()
        for _ in range(r.int(3, 16)):
            self.make_view()
        for _ in range(r.int(0, 5)):
            self.make_control()
        if r.chance(0.3):
            self.make_app_delegate()
        for _ in range(r.int(0, 2)):
            # The containers of SPEC 11: their set-up is among the structure changes.
            self.step(lambda: self.emit(self.container_step()))
        self.emit("")
        self.emit("-- overrides")
        for _ in range(r.int(1, 10)):
            self.override_something()
        self.emit("")
        self.emit("-- recognizers")
        self.make_custom_recognizer_classes()
        for _ in range(r.int(0, 7)):
            self.make_recognizer()
        for _ in range(r.int(0, 3)):
            self.requirement()
        for _ in range(r.int(0, 3)):
            self.delegate()
        for _ in range(r.int(0, 4)):
            self.control_target()
        for scroll in self.of("scroll"):
            if r.chance(0.4):
                self.scroll_delegate(scroll)
        self.emit("")
        self.emit("-- events")
        for _ in range(r.int(3, 18)):
            self.event_step()
        self.emit("")
        self.finale()
        return "\n".join(self.lines) + "\n"

    def prelude(self):
        self.emit("-- respond-lua fuzz program, seed %d: scripts/fuzz/gen.py %d regenerates it" % (self.seed, self.seed))
        self.emit("local SEED = %d" % self.seed)
        for line in PRELUDE.strip("\n").split("\n"):
            self.emit(line)

    # -- building ----------------------------------------------------------
    def make_window(self):
        r = self.rng
        w = self.new("window", "UIWindow", "UIWindow")
        props = ['name = "w%d"' % w.index]
        if r.chance(0.2):
            props.append("frame = %s" % self.frame())
        if r.chance(0.2):
            props.append("windowLevel = %s" % r.choice(["0", "1000", "2000", "-5", "UIWindow.levelAlert"]))
        self.step(lambda: self.emit("O[%d] = UIWindow{%s}" % (w.index, ", ".join(props))))
        roll = r.random()
        if roll < 0.8:
            self.step(lambda: self.emit("%s:makeKeyAndVisible()" % w.ref))
        elif roll < 0.9:
            self.step(lambda: self.emit("%s.hidden = false" % w.ref))

    def make_controller(self):
        r = self.rng
        vc = self.new("vc", "UIViewController", "UIViewController")

        def body():
            self.emit('O[%d] = UIViewController{name = "vc%d"}' % (vc.index, vc.index))
            if r.chance(0.3):
                self.emit("%s.loadView = function(self) self.view = UIView{name = \"root%d\"} end" % (vc.ref, vc.index))
            if r.chance(0.3):
                self.emit("%s.viewDidLoad = function(self) out(\"vc%d viewDidLoad\") %s end"
                          % (vc.ref, vc.index, self.maybe_error("viewDidLoad", 0.2)))
            windows = self.of("window")
            roll = r.random()
            if windows and roll < 0.5:
                self.emit("%s.rootViewController = %s" % (r.choice(windows).ref, vc.ref))
            elif roll < 0.7 and len(self.of("vc")) > 1:
                self.emit("%s:addChild(%s)" % (self.pick("vc").ref, vc.ref))
            elif roll < 0.8 and len(self.of("vc")) > 1:
                self.emit("%s:present(%s)" % (self.pick("vc").ref, vc.ref))
        self.step(body)
        # Its view becomes a parent for views.
        view = self.new("view", "UIView", "UIView")
        self.step(lambda: self.emit("O[%d] = %s.view" % (view.index, vc.ref)))

    def make_classes(self):
        r = self.rng
        self.classes = []
        for i in range(r.int(0, 3)):
            base = r.choice(["UIView", "UIView", "UIControl", "UIButton", "UIScrollView", "UIWindow", "UIImageView"])
            name = "K%d" % (i + 1)
            self.emit('local %s = %s:subclass("%s")' % (name, base, name))
            self.classes.append((name, base))
            if r.chance(0.4):
                self.emit("function %s:init(props) out(\"init\", self.className) %s end"
                          % (name, self.maybe_error(name + " init", 0.1)))
            for _ in range(r.int(0, 2)):
                method = r.choice(self.overridable(base))
                self.emit("%s.%s = %s" % (name, method, self.override_body(method, name, base)))

    def make_view(self):
        r = self.rng
        if self.classes and r.chance(0.25):
            cls, base = r.choice(self.classes)
            kind = {"UIWindow": "window", "UIControl": "control", "UIButton": "control",
                    "UIScrollView": "scroll"}.get(base, "view")
        else:
            cls = r.choice(VIEW_CLASSES)
            base = cls
            kind = "scroll" if cls == "UIScrollView" else "view"
        parent = self.parent_for()
        v = self.new(kind, cls, base)
        props = self.view_props(v)

        def body():
            self.emit("O[%d] = %s{%s}" % (v.index, cls, ", ".join(props)))
            if parent:
                if r.chance(0.15) and kind != "window":
                    self.emit("%s:insertSubview(%s, %d)" % (parent, v.ref, r.int(-1, 4)))
                else:
                    self.emit("%s:addSubview(%s)" % (parent, v.ref))
            if kind == "window" and r.chance(0.7):
                self.emit("%s:makeKeyAndVisible()" % v.ref)
        self.step(body)

    def parent_for(self):
        r = self.rng
        candidates = self.of("window", "view", "scroll") + ([] if r.chance(0.8) else self.of("control"))
        if not candidates or r.chance(0.05):
            return None
        # Mostly deep: the last views made, so hierarchies nest.
        if r.chance(0.5):
            return candidates[-1 - r.int(0, min(3, len(candidates) - 1))].ref
        return r.choice(candidates).ref

    def view_props(self, v):
        r = self.rng
        props = ['name = "v%d"' % v.index, "frame = %s" % self.frame()]
        if r.chance(0.15):
            props.append("transform = %s" % self.transform())
        if r.chance(0.08):
            props.append("hidden = true")
        if r.chance(0.1):
            props.append("alpha = %s" % r.choice(["0", "0.005", "0.01", "0.5", "0/0", "-1"]))
        if r.chance(0.1):
            props.append("userInteractionEnabled = %s" % r.choice(["false", "true"]))
        if r.chance(0.15):
            props.append("multipleTouchEnabled = true")
        if r.chance(0.08):
            props.append("exclusiveTouch = true")
        if r.chance(0.1):
            props.append("clipsToBounds = true")
        if r.chance(0.1):
            props.append("tag = %d" % r.int(-3, 5))
        if r.chance(0.05):
            props.append("bounds = %s" % self.frame())
        if v.kind == "scroll" and r.chance(0.5):
            props.append("contentSize = {%d, %d}" % (r.int(0, 900), r.int(0, 1500)))
        if v.kind == "scroll":
            # SPEC 11.1-11.3: every switch of content touches and scrolling.
            for flag in ["delaysContentTouches", "canCancelContentTouches", "scrollEnabled", "bounces",
                         "alwaysBounceVertical", "alwaysBounceHorizontal", "pagingEnabled"]:
                if r.chance(0.15):
                    props.append("%s = %s" % (flag, r.choice(["true", "false"])))
            if r.chance(0.15):
                props.append("contentInset = %s" % r.choice(["{top = 20}", "{10, 10, 10, 10}", "{top = -50, bottom = 300}",
                                                             "{top = 0/0}", "{1, 2}", '"inset"']))
            if r.chance(0.1):
                props.append("decelerationRate = %s" % r.choice(['"fast"', '"normal"', "0.5", "1", "2", "0/0"]))
            if r.chance(0.1):
                props.append('keyboardDismissMode = %s' % r.choice(['"onDrag"', '"none"', '"interactive"']))
        if r.chance(0.01):
            props.append("%s = %s" % (r.choice(["frame", "alpha", "hidden", "center", "transform", "tag"]), self.any_value()))
        return props

    def make_control(self):
        r = self.rng
        cls = r.choice(CONTROL_CLASSES)
        parent = self.parent_for()
        c = self.new("control", cls, cls)
        props = self.view_props(c)
        if cls == "UISegmentedControl":
            props.append("items = {%s}" % ", ".join('"s%d"' % i for i in range(r.int(0, 4))))
        if cls == "UISlider" and r.chance(0.5):
            props.append("minimumValue = %d, maximumValue = %d, value = %d" % (r.int(-5, 0), r.int(-1, 10), r.int(-2, 8)))
        if cls == "UIStepper" and r.chance(0.5):
            props.append("stepValue = %s" % r.choice(["1", "0.5", "10", "0"]))
        if cls == "UISwitch" and r.chance(0.5):
            props.append("on = true")
        if r.chance(0.1):
            props.append("enabled = false")
        if r.chance(0.1):
            props.append("selected = true")

        def body():
            self.emit("O[%d] = %s{%s}" % (c.index, cls, ", ".join(props)))
            if parent:
                self.emit("%s:addSubview(%s)" % (parent, c.ref))
        self.step(body)

    def make_app_delegate(self):
        r = self.rng
        d = self.new("responder", "AppDelegate", "UIResponder")

        def body():
            self.emit('local AppDelegate = UIResponder:subclass("AppDelegate")')
            self.emit('O[%d] = AppDelegate{name = "delegate"}' % d.index)
            self.emit("app.delegate = %s" % d.ref)
            for method in r.choice([["touchesBegan", "touchesEnded"], ["motionBegan"], ["pressesBegan", "remoteControlReceived"],
                                    ["touchesCancelled"], ["nextResponder"]]):
                self.emit("%s.%s = %s" % (d.ref, method, self.override_body(method, "delegate", "UIResponder")))
        self.step(body)

    # -- overrides -------------------------------------------------------
    def overridable(self, base):
        common = ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "nextResponder",
                  "motionBegan", "motionEnded", "pressesBegan", "pressesEnded", "remoteControlReceived",
                  "canBecomeFirstResponder", "becomeFirstResponder", "resignFirstResponder",
                  "canResignFirstResponder", "insertText", "deleteBackward", "hasText", "canPerformAction",
                  "targetForAction"]
        views = ["hitTest", "hitTest", "pointInside", "pointInside", "gestureRecognizerShouldBegin"]
        if base == "UIViewController":
            return common + ["loadView", "viewDidLoad"]
        if base == "UIResponder":
            return common
        out = common + views
        if base in ("UIControl", "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UITextField"):
            out += ["beginTracking", "continueTracking", "endTracking", "cancelTracking", "sendAction"]
        if base == "UIWindow":
            out += ["sendEvent", "sendEvent"]
        if base == "UIScrollView":
            out += ["touchesShouldBegin", "touchesShouldCancel", "touchesShouldCancel"]
        return out

    def override_something(self):
        r = self.rng
        roll = r.random()
        if roll < 0.08:
            method = r.choice(["sendEvent", "sendAction", "nextResponder"])
            self.step(lambda: self.emit("app.%s = %s" % (method, self.override_body(method, "app", "UIApplication"))))
            return
        targets = self.of("window", "view", "control", "scroll", "vc", "responder")
        if not targets:
            return
        obj = r.choice(targets)
        method = r.choice(self.overridable(obj.base))
        if self.of("scroll") and r.chance(0.25):
            # The scroll views' own questions (SPEC 11.1), more often than their share.
            obj = r.choice(self.of("scroll"))
            method = r.choice(["touchesShouldBegin", "touchesShouldCancel"])
        if r.chance(0.06):
            # The input views (SPEC 11.12): a view (perhaps one in the hierarchy, or
            # the responder's own ancestor), an odd value, or a getter that errors
            # or changes the first responder while it is read.
            method = r.choice(["inputView", "inputAccessoryView", "inputAccessoryView"])
            value = r.choice([
                self.odd_value(["view", "control", "scroll", "window"]),
                "UIView{name = 'bar', frame = %s}" % self.frame(),
                "function(self) %s return %s end" % (
                    r.choice(["", "if chance(0.3) then %s end" % self.reentrant(), self.maybe_error("o%d %s" % (obj.index, method), 0.2)]),
                    self.odd_value(["view", "control", "scroll"])),
                "nil",
            ])
            self.step(lambda: self.emit("%s.%s = %s" % (obj.ref, method, value)))
            return
        if method in ("nextResponder", "canBecomeFirstResponder", "canResignFirstResponder", "hasText") and r.chance(0.3):
            value = self.ref("view", "window", "vc", "responder") if method == "nextResponder" else r.choice(["true", "false", "nil", "1"])
            self.step(lambda: self.emit("%s.%s = %s" % (obj.ref, method, value)))
            return
        if r.chance(0.05):
            # A C function as the override: its errors come from no Lua line of the program.
            value = r.choice(["string.rep", "error", "rawequal", "math.max", "select", "tostring", "coroutine.yield"])
            self.c_overrides.add((obj.index, method))
            self.step(lambda: self.emit("%s.%s = %s" % (obj.ref, method, value)))
            return
        self.step(lambda: self.emit("%s.%s = %s" % (obj.ref, method, self.override_body(method, "o%d" % obj.index, obj.base))))

    def maybe_error(self, where, p):
        return 'if chance(%s) then error("boom: %s") end' % (p, where)

    def super_of(self, method, base):
        """The class whose built-in `method` an override of `base` calls as super."""
        if method in ("touchesShouldBegin", "touchesShouldCancel"):
            return "UIScrollView"
        if method.startswith("touches"):
            return "UIControl" if base in CONTROL_CLASSES or base == "UIControl" else "UIResponder"
        if method in ("hitTest", "pointInside", "gestureRecognizerShouldBegin"):
            return "UIControl" if method == "gestureRecognizerShouldBegin" and base in CONTROL_CLASSES else "UIView"
        if method == "nextResponder":
            return {"UIWindow": "UIWindow", "UIViewController": "UIViewController", "UIApplication": "UIApplication",
                    "UIResponder": "UIResponder"}.get(base, "UIView")
        if method == "sendEvent":
            return "UIApplication" if base == "UIApplication" else "UIWindow"
        if method == "sendAction":
            return "UIApplication" if base == "UIApplication" else "UIControl"
        if method in ("beginTracking", "continueTracking", "endTracking", "cancelTracking"):
            return "UIControl"
        if method in ("loadView", "viewDidLoad"):
            return "UIViewController"
        return "UIResponder"

    def reentrant(self):
        """Something an override or an action does to the engine while it is dispatching."""
        r = self.rng
        views = self.views()
        options = [
            lambda: "%s:removeFromSuperview()" % r.choice(views).ref if views else "collectgarbage()",
            lambda: "self.hidden = not self.hidden",
            lambda: "collectgarbage()",
            lambda: 'collectgarbage("step")',
            lambda: "wait(%s)" % r.choice(["0", "0.01", "0.2", "0.6"]),
            lambda: "sim.settle()",
            lambda: "tap(%s)" % self.loc(),
            lambda: "coroutine.yield()",
            lambda: "%s:addSubview(%s)" % (r.choice(views).ref, r.choice(views).ref) if views else "wait(0)",
            lambda: "%s.enabled = %s" % (self.ref("recognizer", "custom", "control"), r.choice(["false", "true"])),
            lambda: "%s.userInteractionEnabled = false" % self.ref("view", "control", "scroll"),
            lambda: "%s.frame = %s" % (self.ref("view", "control"), self.frame()),
            lambda: "%s:removeGestureRecognizer(%s)" % (self.ref("view", "control", "scroll"), self.ref("recognizer", "custom")),
            lambda: "%s:addGestureRecognizer(%s)" % (self.ref("view", "control", "scroll"), self.ref("recognizer", "custom")),
            lambda: "if F[1] then F[1]:up() end",
            lambda: "%s:becomeFirstResponder()" % self.ref("control", "view"),
            lambda: "explain(%s)" % self.loc(),
            lambda: "shake()",
            lambda: "%s = nil collectgarbage()" % self.lvalue("view", "recognizer", "control"),
            lambda: "%s:endEditing(true)" % self.ref("window", "view"),
            lambda: "%s:setContentOffset(%s)" % (self.ref("scroll"), r.choice(["{0, 100}", "{0, -50}", "{1e9, 0}", "{0/0, 0}", "nil"])),
            lambda: "%s.scrollEnabled = %s" % (self.ref("scroll"), r.choice(["false", "true"])),
            lambda: "%s:dismiss()" % self.ref("vc"),
            lambda: "%s:sendActionsForControlEvents(%s)" % (self.ref("control"), self.events()),
            lambda: "local _ = responderChain(%s)" % self.ref("view", "control", "vc"),
            lambda: "%s:reloadInputViews()" % self.ref("view", "control", "vc"),
            lambda: "sim.keyboardHeight = %s" % r.choice(["216", "300", "1", "0", "0/0", "1e9", '"tall"']),
        ]
        options += self.container_options()
        return r.choice(options)()

    def events(self):
        r = self.rng
        if r.chance(0.6):
            return '"%s"' % r.choice(CONTROL_EVENTS)
        return "{%s}" % ", ".join('"%s"' % r.choice(CONTROL_EVENTS) for _ in range(r.int(0, 3)))

    def odd_value(self, kinds):
        r = self.rng
        if r.chance(0.6) and self.of(*kinds):
            return self.pick(*kinds).ref
        return self.any_value()

    def override_body(self, method, who, base):
        """A function expression overriding `method`."""
        r = self.rng
        sup = self.super_of(method, base)
        params = {
            "touchesBegan": "touches, event", "touchesMoved": "touches, event", "touchesEnded": "touches, event",
            "touchesCancelled": "touches, event", "hitTest": "p, event", "pointInside": "p, event",
            "gestureRecognizerShouldBegin": "g", "sendEvent": "event", "sendAction": "a, b, c, d",
            "touchesShouldBegin": "touches, event, view", "touchesShouldCancel": "view",
            "beginTracking": "touch, event", "continueTracking": "touch, event", "endTracking": "touch, event",
            "cancelTracking": "event", "motionBegan": "motion, event", "motionEnded": "motion, event",
            "pressesBegan": "presses, event", "pressesEnded": "presses, event", "remoteControlReceived": "event",
            "canPerformAction": "action, sender", "targetForAction": "action, sender", "insertText": "text",
        }.get(method, "...")
        lines = []
        lines.append('out("%s %s")' % (who, method) if r.chance(0.6) else "")
        if method in ("touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "touchesShouldBegin"):
            lines.append(r.choice([
                "for t in touches:each() do out(' ', t.phase, t.tapCount, t:locationInView(nil)) end",
                "out(' ', #touches, event.type, #event.allTouches)",
                "local t = touches:anyObject() if t then out(' ', t.view, t.window, t:previousLocationInView(self)) end",
                "local _ = event:touchesForView(self)",
                "",
            ]))
        if self.depth == 0 and r.chance(0.25):
            self.depth += 1
            lines.append("if chance(0.3) then %s end" % self.reentrant())
            self.depth -= 1
        p_err = r.choice(["0", "0.02", "0.1", "0.5"])
        if p_err != "0":
            lines.append('if chance(%s) then error("boom: %s %s") end' % (p_err, who, method))
        call_super = "%s.%s(self, %s)" % (sup, method, params) if params != "..." else "%s.%s(self)" % (sup, method)
        # What it returns.
        if method == "hitTest":
            ret = r.choice(["return " + call_super, "return self", "return nil",
                            "return " + self.odd_value(["view", "control", "window", "scroll"]),
                            "if chance(0.5) then return %s end return self" % call_super,
                            "local hit = %s if hit == self then return nil end return hit" % call_super])
        elif method == "pointInside":
            ret = r.choice(["return " + call_super, "return true", "return false", "return p.x < 60",
                            "return " + r.choice(["nil", "0", '"yes"', "{}"]), "return chance(0.5)"])
        elif method == "nextResponder":
            ret = r.choice(["return " + call_super, "return nil", "return " + self.odd_value(["view", "window", "vc", "responder", "control"]),
                            "if chance(0.5) then return %s end return %s" % (call_super, self.odd_value(["view", "window", "vc"]))])
        elif method in ("gestureRecognizerShouldBegin", "beginTracking", "continueTracking", "canBecomeFirstResponder",
                        "touchesShouldBegin", "touchesShouldCancel",
                        "canResignFirstResponder", "hasText", "canPerformAction", "becomeFirstResponder", "resignFirstResponder"):
            ret = r.choice(["return " + call_super, "return true", "return false", "return chance(0.5)", "return nil", 'return "maybe"'])
        elif method == "targetForAction":
            ret = r.choice(["return " + call_super, "return nil", "return " + self.odd_value(["view", "control", "vc", "target"])])
        elif method in ("sendEvent",):
            ret = r.choice([call_super, "", call_super + " " + call_super, "if chance(0.7) then %s end" % call_super])
        elif method == "sendAction":
            ret = r.choice(["return " + call_super, "return false", "", "return " + call_super])
        elif method in ("loadView",):
            ret = r.choice(["self.view = UIView{name = 'loaded'}", "", call_super, "self.view = %s" % self.odd_value(["view"])])
        else:
            ret = r.choice([call_super, call_super, "", "return " + call_super, call_super + " " + call_super])
        lines.append(ret)
        body = " ".join(l for l in lines if l)
        return "function(self, %s) %s end" % (params, body) if params != "..." else "function(self, ...) %s end" % body

    # -- recognizers -----------------------------------------------------
    def make_custom_recognizer_classes(self):
        r = self.rng
        self.custom_classes = []
        for i in range(r.int(0, 2)):
            name = "CG%d" % (i + 1)
            base = r.choice(["UIGestureRecognizer", "UIGestureRecognizer", "UIPanGestureRecognizer", "UITapGestureRecognizer"])
            self.custom_classes.append(name)

            def body():
                self.emit('%s = %s:subclass("%s")' % (name, base, name))
                for method in ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"]:
                    if r.chance(0.6):
                        moves = []
                        for _ in range(r.int(1, 2)):
                            moves.append('if chance(%s) then self.state = "%s" end' % (r.choice(["0.2", "0.5", "0.9"]), r.choice(STATES)))
                        sup = "%s.%s(self, touches, event)" % (base, method) if base != "UIGestureRecognizer" and r.chance(0.7) else ""
                        extra = "if chance(0.1) then %s end" % self.reentrant() if r.chance(0.2) else ""
                        self.emit("%s.%s = function(self, touches, event) out(self.name, '%s', self.state) %s %s %s %s end"
                                  % (name, method, method, sup, " ".join(moves), extra, self.maybe_error(name + " " + method, r.choice([0, 0.05]))))
                if r.chance(0.5):
                    self.emit("%s.reset = function(self) out(self.name, 'reset') %s end" % (name, self.maybe_error(name + " reset", r.choice([0, 0.1]))))
                for method in ["canPrevent", "canBePreventedBy", "shouldRequireFailureOf", "shouldBeRequiredToFailBy"]:
                    if r.chance(0.25):
                        self.emit("%s.%s = function(self, other) %s return chance(0.5) end" % (name, method, self.maybe_error(name + " " + method, 0.05)))
                if r.chance(0.2):
                    self.emit("%s.pressesBegan = function(self, presses, event) self.state = \"%s\" end" % (name, r.choice(STATES)))
            self.emit("local %s" % name)
            self.step(body)

    def make_recognizer(self):
        r = self.rng
        if self.custom_classes and r.chance(0.3):
            cls = r.choice(self.custom_classes)
            kind = "custom"
        else:
            cls = r.choice(RECOGNIZERS)
            kind = "recognizer"
        g = self.new(kind, cls, cls)
        props = ['name = "g%d"' % g.index]
        if r.chance(0.85):
            props.append("action = %s" % self.action_body("g%d" % g.index))
        elif r.chance(0.3):
            props.append("action = %s" % r.choice(["string.rep", "error", "print", "coroutine.yield", "select"]))
        if cls == "UITapGestureRecognizer" or (kind == "custom" and r.chance(0.3)):
            if r.chance(0.5):
                props.append("numberOfTapsRequired = %s" % r.choice(["1", "2", "3", "0", "-1", "1e300"]))
            if r.chance(0.3):
                props.append("numberOfTouchesRequired = %s" % r.choice(["1", "2", "3"]))
        if cls == "UILongPressGestureRecognizer":
            if r.chance(0.5):
                props.append("minimumPressDuration = %s" % r.choice(["0", "0.1", "0.5", "1", "-1"]))
            if r.chance(0.4):
                props.append("allowableMovement = %s" % r.choice(["0", "10", "100"]))
            if r.chance(0.3):
                props.append("numberOfTapsRequired = %s" % r.choice(["0", "1", "2"]))
        if cls in ("UIPanGestureRecognizer", "UIScreenEdgePanGestureRecognizer"):
            if r.chance(0.3):
                props.append("minimumNumberOfTouches = %s" % r.choice(["1", "2", "0"]))
            if r.chance(0.3):
                props.append("maximumNumberOfTouches = %s" % r.choice(["1", "2", "10", "math.huge"]))
        if cls == "UIScreenEdgePanGestureRecognizer" and r.chance(0.8):
            props.append("edges = %s" % r.choice(['"left"', '"right"', '"all"', '{"top", "bottom"}', '"nowhere"']))
        if cls == "UISwipeGestureRecognizer":
            if r.chance(0.7):
                props.append("direction = %s" % r.choice(['"left"', '"right"', '"up"', '"down"', '{"left", "right"}']))
            if r.chance(0.2):
                props.append("numberOfTouchesRequired = 2")
        for flag in ["cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "enabled"]:
            if r.chance(0.2):
                props.append("%s = %s" % (flag, r.choice(["true", "false"])))
        views = self.of("view", "control", "scroll", "window")

        def body():
            self.emit("O[%d] = %s{%s}" % (g.index, cls, ", ".join(props)))
            if views and r.chance(0.95):
                self.emit("%s:addGestureRecognizer(%s)" % (r.choice(views).ref, g.ref))
            if r.chance(0.15):
                self.emit("%s:addTarget(%s, %s)" % (g.ref, self.ref("target", "view", "vc"), r.choice(['"handle"', self.action_body("g%d+" % g.index)])))
        self.step(body)

    def action_body(self, who):
        r = self.rng
        parts = ['out("%s", g.state, g.numberOfTouches)' % who]
        if r.chance(0.3):
            parts.append(r.choice(["out(' ', g:locationInView(nil))", "out(' ', g.view)",
                                   "if g.translationInView then out(' ', g:translationInView(nil), g:velocityInView(nil)) end",
                                   "if g.scale then out(' ', g.scale) end", "local _ = g:locationOfTouch(0, nil)"]))
        if self.depth == 0 and r.chance(0.3):
            self.depth += 1
            parts.append("if chance(0.4) then %s end" % self.reentrant())
            self.depth -= 1
        if r.chance(0.3):
            parts.append(self.maybe_error(who + " action", r.choice([0.05, 0.3])))
        return "function(g) %s end" % " ".join(parts)

    def requirement(self):
        r = self.rng
        gs = self.of("recognizer", "custom")
        scrolls = self.of("scroll")
        if not gs:
            return
        a = r.choice(gs).ref
        b = r.choice(gs).ref if r.chance(0.8) or not scrolls else r.choice(scrolls).ref + ".panGestureRecognizer"
        if r.chance(0.5):
            a, b = b, a
        self.step(lambda: self.emit("%s:requireGestureRecognizerToFail(%s)" % (a, b)))

    def delegate(self):
        r = self.rng
        gs = self.of("recognizer", "custom")
        scrolls = self.of("scroll")
        if not gs and not scrolls:
            return
        target = r.choice(gs).ref if gs and (r.chance(0.8) or not scrolls) else r.choice(scrolls).ref + ".panGestureRecognizer"
        entries = []
        for question, arg in [("shouldBegin", ""), ("shouldReceiveTouch", ", touch"), ("shouldReceiveEvent", ", event"),
                              ("shouldReceivePress", ", press"), ("shouldRecognizeSimultaneouslyWith", ", other"),
                              ("shouldRequireFailureOf", ", other"), ("shouldBeRequiredToFailBy", ", other")]:
            if r.chance(0.4):
                answer = r.choice(["true", "false", "chance(0.5)", "nil", '"yes"'])
                extra = ""
                if r.chance(0.15) and self.depth == 0:
                    self.depth += 1
                    extra = "if chance(0.2) then %s end" % self.reentrant()
                    self.depth -= 1
                entries.append("%s = function(self, g%s) %s %s return %s end"
                               % (question, arg, extra, self.maybe_error("delegate " + question, r.choice([0, 0.05, 0.2])), answer))
        value = "{%s}" % ", ".join(entries) if r.chance(0.9) else self.any_value()
        self.step(lambda: self.emit("%s.delegate = %s" % (target, value)))

    def control_target(self):
        r = self.rng
        controls = self.of("control")
        if not controls:
            return
        c = r.choice(controls)
        roll = r.random()

        def body():
            if roll < 0.4:
                self.emit("%s:addTarget(nil, function(sender, event) out('action', sender.name, sender.tracking, sender.highlighted) %s end, %s)"
                          % (c.ref, self.maybe_error("control action", r.choice([0, 0.1])), self.events()))
            elif roll < 0.7:
                t = self.new("target", "table", "table")
                self.emit("O[%d] = {name = 't%d', act = function(self, sender, event) out('t%d act', sender.name) %s end}"
                          % (t.index, t.index, t.index, self.maybe_error("target act", r.choice([0, 0.1]))))
                self.emit("%s:addTarget(%s, %s, %s)" % (c.ref, t.ref, r.choice(['"act"', '"act"', '"missing"']), self.events()))
            elif roll < 0.85:
                # nil target: the responder chain finds a method of that name.
                holder = self.pick("view", "window", "vc", "responder")
                if holder:
                    self.emit("%s.chainAction = function(self, sender, event) out('chain action', self.name) end" % holder.ref)
                self.emit('%s:addTarget(nil, "chainAction", %s)' % (c.ref, self.events()))
            else:
                self.emit("%s:removeTarget(%s, %s, %s)" % (c.ref, r.choice(["nil", self.any_value()]), r.choice(["nil", '"act"']), self.events()))
        self.step(body)

    # -- events ------------------------------------------------------------
    def event_step(self):
        r = self.rng
        kind = r.weighted([
            ("composite", 30), ("fingers", 14), ("mutation", 10), ("other", 6), ("clock", 5), ("gc", 5),
            ("coroutine", 5), ("wrong", 12), ("inspect", 4), ("override", 4), ("recognizer", 3),
            ("structure", 5), ("tunable", 2), ("import", 1), ("deep", 0.5),
        ])
        if kind == "composite":
            self.step(lambda: self.emit(self.composite()))
        elif kind == "fingers":
            self.step(self.fingers_step)
        elif kind == "mutation":
            self.step(lambda: self.emit(self.reentrant()))
        elif kind == "other":
            self.step(lambda: self.emit(self.other_event()))
        elif kind == "clock":
            self.step(lambda: self.emit(r.choice(["wait(%s)" % self.duration(), "sim.settle()", "out('now', sim.now)",
                                                 "sim.advance(%s)" % self.duration()])))
        elif kind == "gc":
            self.step(lambda: self.emit(r.choice(["collectgarbage()", 'collectgarbage("step", 10)',
                                                 "%s = nil collectgarbage()" % self.lvalue("view", "recognizer", "control", "target"),
                                                 "F = {} collectgarbage()"])))
        elif kind == "coroutine":
            self.coroutine_step()
        elif kind == "wrong":
            self.step(self.wrong_call)
        elif kind == "inspect":
            self.step(lambda: self.emit(r.choice([
                "out(hitTest(%s))" % self.loc(), "local e = explain(%s) out(e and e.view)" % self.loc(),
                "local c = responderChain(%s) out(#c)" % self.ref("view", "control", "window", "vc"),
                "tree()", "sim.record(%s)" % r.choice(["true", "false"]),
                "local recs = sim.records() out(#recs)", "sim.clearRecords()",
                "printResponderChain(%s)" % self.ref("view", "control"),
                "sim.recordLimit = %s" % r.choice(["1", "5", "0", "-1", "1e300", "100"]),
            ])))
        elif kind == "override":
            self.override_something()
        elif kind == "structure":
            self.step(lambda: self.emit(self.structure_change()))
        elif kind == "tunable":
            self.step(lambda: self.emit(self.tunable()))
        elif kind == "import":
            self.step(self.import_step)
        elif kind == "deep":
            self.step(self.deep_step)
        else:
            self.make_recognizer()

    def scroll_delegate(self, scroll):
        """A scroll view's delegate (SPEC 11.2): it logs, may fail, and may change the engine meanwhile."""
        r = self.rng
        methods = ["scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewDidEndDragging",
                   "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating"]
        parts = []
        for method in methods:
            if not r.chance(0.6):
                continue
            extra = ""
            if r.chance(0.2):
                self.depth += 1
                extra = "if chance(0.2) then %s end" % self.reentrant()
                self.depth -= 1
            parts.append("%s = function(self, sv, ...) out('%s', sv.contentOffset, sv.isDragging, sv.isDecelerating, ...) %s %s end"
                         % (method, method, extra, self.maybe_error(method, r.choice([0, 0.02, 0.2]))))
        self.step(lambda: self.emit("%s.delegate = {%s}" % (scroll.ref, ", ".join(parts))))

    def container_step(self):
        """A table, a collection, a stack view, a container controller or an animation (SPEC 11)."""
        return self.rng.choice(self.container_options())()

    def container_options(self):
        r = self.rng
        return [
            # SPEC 11.8: animations, their options, completions that reenter.
            lambda: "UIView.animate(%s, function() %s.frame = %s end, %s, function(f) out('animated', f) %s end)" % (
                r.choice(["0", "0.2", "1", "-1", "0/0"]), self.ref("view", "control", "scroll"), self.frame(),
                r.choice(["{}", "{allowUserInteraction = true}", '{curve = "linear", delay = 0.1}', "nil", '{curve = "wobbly"}']),
                r.choice(["", "tap(%s)" % self.loc(), 'error("boom: completion")', "sim.settle()"])),
            # SPEC 11.4-11.5: tables and collections with random data sources.
            lambda: ("local ds = {numberOfRowsInSection = function(_, tv, s) return %s end, "
                     "cellForRowAt = function(_, tv, p) %s return tv:dequeueReusableCell('c') or UITableViewCell{reuseIdentifier = 'c'} end, "
                     "heightForRowAt = %s, didSelectRowAt = function(_, tv, p) out('selected', p) %s end} "
                     "local tv = UITableView{frame = %s, dataSource = ds, delegate = ds, allowsMultipleSelection = %s} %s:addSubview(tv)") % (
                r.choice(["0", "3", "50", "1e9", "-1", "0/0"]), r.choice(["", 'if p.row == 2 then error("boom: cell") end', "tv:reloadData()"]),
                r.choice(["nil", "function() return 30 end", "function() return -5 end", "function() return 0/0 end"]),
                r.choice(["", "tv:removeFromSuperview()", "tv:reloadData()", "tv:scrollToRowAt({0, 1}, 'top')"]),
                self.frame(), r.choice(["true", "false"]), self.ref("window", "view")),
            lambda: ("local ds = {numberOfItemsInSection = function(_, cv, s) return %s end, "
                     "cellForItemAt = function(_, cv, p) return %s end} "
                     "UICollectionView{frame = %s, collectionViewLayout = UICollectionViewFlowLayout{itemSize = {%s, 40}}, dataSource = ds}") % (
                r.choice(["0", "7", "1e9"]), r.choice(["UICollectionViewCell{}", "nil", "UIView{}", "cv:dequeueReusableCell('x', p)"]),
                self.frame(), r.choice(["40", "0", "-1", "500"])),
            # SPEC 11.9: stack views arranging what is there (themselves included).
            lambda: "local s = UIStackView{frame = %s, axis = %s, spacing = %s} %s:addSubview(s) s:addArrangedSubview(%s) s:addArrangedSubview(%s)" % (
                self.frame(), r.choice(['"vertical"', '"horizontal"', '"diagonal"']), r.choice(["0", "8", "-5", "0/0"]),
                self.ref("window", "view"), self.ref("view", "control", "scroll"), r.choice(["s", self.ref("view", "control")])),
            # SPEC 11.6-11.7: containers holding the program's controllers.
            lambda: "local n = UINavigationController{rootViewController = %s} %s.rootViewController = n n:pushViewController(%s)" % (
                r.choice(["UIViewController{}", self.ref("vc")]), self.ref("window"), r.choice(["UIViewController{}", self.ref("vc"), "n"])),
            lambda: "local t = UITabBarController{viewControllers = {%s, UIViewController{}}} %s.rootViewController = t t.selectedIndex = %s" % (
                self.ref("vc"), self.ref("window"), r.choice(["0", "1", "2", "-1"])),
        ]

    def structure_change(self):
        """The hierarchy, windows and controllers changed between (or during) gestures."""
        r = self.rng
        return r.choice([
            lambda: "%s:addSubview(%s)" % (self.ref("window", "view", "scroll"), self.ref("view", "control", "scroll")),
            lambda: "%s:removeFromSuperview()" % self.ref("view", "control", "scroll", "window"),
            lambda: "%s:bringSubviewToFront(%s)" % (self.ref("window", "view"), self.ref("view", "control")),
            lambda: "%s:sendSubviewToBack(%s)" % (self.ref("window", "view"), self.ref("view", "control")),
            lambda: "%s:insertSubview(%s, %s)" % (self.ref("window", "view"), self.ref("view", "control"), r.choice(["1", "0", "-1", "100", "1.5"])),
            lambda: "%s.windowLevel = %s" % (self.ref("window"), r.choice(["0", "1000", "2000", "-1", "0/0"])),
            lambda: "%s.hidden = %s" % (self.ref("window", "view", "control"), r.choice(["true", "false"])),
            lambda: "%s:makeKeyAndVisible()" % self.ref("window"),
            lambda: "%s.rootViewController = %s" % (self.ref("window"), r.choice([self.ref("vc"), "nil", "UIViewController{}"])),
            lambda: "%s:present(%s)" % (self.ref("vc"), r.choice([self.ref("vc"), "UIViewController{}"])),
            lambda: "%s:dismiss()" % self.ref("vc"),
            lambda: "%s:addChild(%s)" % (self.ref("vc"), self.ref("vc")),
            lambda: "%s:removeFromParent()" % self.ref("vc"),
            lambda: "%s.transform = %s" % (self.ref("view", "control", "scroll"), self.transform()),
            lambda: "%s.bounds = %s" % (self.ref("view", "control", "scroll"), self.frame()),
            lambda: "%s.center = {%s, %s}" % (self.ref("view", "control"), self.coord(), self.coord()),
            lambda: "%s.contentOffset = {%s, %s}" % (self.ref("scroll"), self.coord(-50, 300), self.coord(-50, 300)),
            lambda: "%s.scrollEnabled = %s" % (self.ref("scroll"), r.choice(["true", "false"])),
            lambda: "%s.delaysContentTouches = %s" % (self.ref("scroll"), r.choice(["true", "false"])),
            lambda: "%s:ignoreTouch(%s, nil)" % (self.ref("recognizer", "custom"), "F[1] and F[1].touch"),
            lambda: "%s.state = %s" % (self.ref("recognizer", "custom"), '"%s"' % r.choice(STATES)),
            lambda: "%s.exclusiveTouch = %s" % (self.ref("view", "control"), r.choice(["true", "false"])),
            lambda: "%s.multipleTouchEnabled = %s" % (self.ref("view", "control"), r.choice(["true", "false"])),
            lambda: "%s.enabled = %s" % (self.ref("control"), r.choice(["true", "false"])),
            lambda: "%s.value = %s" % (self.ref("control"), r.choice(["0.5", "-1", "100", "0/0"])),
            lambda: "%s.selectedSegmentIndex = %s" % (self.ref("control"), r.choice(["0", "-1", "5", "1.5"])),
            lambda: "%s.text = %s" % (self.ref("control"), r.choice(['"abc"', '""', "nil", "42"])),
            lambda: 'render("r.svg")',
            lambda: "%s:endEditing(%s)" % (self.ref("view", "window"), r.choice(["true", "false"])),
        ])()

    def tunable(self):
        r = self.rng
        name = r.choice(["tapMaximumInterval", "tapAllowableMovement", "tapMaximumDuration", "tapCountInterval",
                         "tapCountDistance", "panHysteresis", "edgeRegion", "swipeMinimumDistance",
                         "swipeMaximumSecondary", "swipeMaximumDuration", "pinchThreshold", "rotationThreshold",
                         "velocitySmoothing", "exclusiveTouchBlocksRecognizers", "trackingMargin", "noSuchTunable"])
        value = r.choice(["0", "0.01", "1", "5", "100", "1e9", "-1", "0/0", "math.huge", '"x"'])
        table = r.choice(["UIGestureRecognizer.defaults", "UIControl.defaults"])
        return "%s.%s = %s" % (table, name, value)

    IMPORT_LINES = [
        "<UIWindow: 0x7f01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x1>>",
        "   | <UIView: 0x7f02; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x2>>",
        "   |    | <UIButton: 0x7f03; frame = (20 40; 100 44); opaque = NO; layer = <CALayer: 0x3>>",
        "   |    | <UILabel: 0x7f04; frame = (20 100; 200 20); text = 'Hello'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x4>>",
        "   |    | <UIScrollView: 0x7f05; frame = (0 200; 375 300); clipsToBounds = YES; contentOffset: {0, 50}; contentSize: {375, 900}; layer = <CALayer: 0x5>>",
        "   |    |    | <UIView: 0x7f06; frame = (10 10; 50 50); hidden = YES; layer = <CALayer: 0x6>>",
        "   |    |    | <UIView: 0x7f07; frame = (10 70; 50 50); alpha = 0.005; transform = [0.5, 0, 0, 0.5, 0, 0]; layer = <CALayer: 0x7>>",
        "   |    | <App.CustomView: 0x7f08; frame = (0 600; 375 67); tag = 3; gestureRecognizers = <NSArray: 0x8>; layer = <CALayer: 0x9>>",
    ]

    def import_step(self):
        """importHierarchy on a small dump, sometimes damaged."""
        r = self.rng
        lines = list(self.IMPORT_LINES)
        for _ in range(r.int(0, 2)):
            i = r.int(0, len(lines) - 1)
            line = lines[i]
            cut = r.int(0, len(line))
            lines[i] = r.choice([line[:cut], line[:cut] + r.choice(["(", ";", "|", "nan", "1e400", "-"]) + line[cut:],
                                 "   |" * r.int(0, 6) + line.lstrip(" |"), "", "garbage"])
        text = "\\n".join(line.replace("\\", "\\\\").replace('"', '\\"') for line in lines) + "\\n"
        self.emit('local root, window = importHierarchy("%s")' % text)
        self.emit("out(root, window)")
        if r.chance(0.5):
            self.emit("out(tap(%s))" % self.loc())

    def deep_step(self):
        """A deep chain of views (or controls that refuse to track), tapped."""
        r = self.rng
        depth = r.choice([50, 300, 1000])
        cls = r.choice(["UIView", "UIControl", "UIButton"])
        refuse = " c.beginTracking = function() return false end" if cls != "UIView" and r.chance(0.7) else ""
        self.emit("local parent = %s" % self.ref("window", "view"))
        self.emit("for i = 1, %d do local c = %s{frame = {0, 0, 50, 50}}%s parent:addSubview(c) parent = c end" % (depth, cls, refuse))
        if r.chance(0.5):
            self.emit("parent.touchesBegan = function(self, t, e) out('deepest began') UIResponder.touchesBegan(self, t, e) end")
        self.emit("out(tap(parent))")

    def composite(self):
        r = self.rng
        name = r.weighted([("tap", 8), ("doubleTap", 2), ("longPress", 3), ("drag", 6), ("swipe", 3), ("pinch", 2),
                           ("rotate", 2), ("edgePan", 2)])
        opts = []
        if name in ("tap", "doubleTap"):
            if r.chance(0.3):
                opts.append("taps = %s" % r.choice(["1", "2", "3", "0", "1e300"]))
            if r.chance(0.2):
                opts.append("fingers = %s" % r.choice(["1", "2", "3", "11"]))
            if r.chance(0.2):
                opts.append("hold = %s" % self.duration())
            if r.chance(0.2):
                opts.append("interval = %s" % self.duration())
        elif name == "longPress":
            if r.chance(0.5):
                opts.append("duration = %s" % self.duration())
            if r.chance(0.2):
                opts.append("fingers = 2")
        elif name == "drag":
            if r.chance(0.4):
                opts.append("steps = %s" % r.choice(["1", "2", "5", "20", "0", "1e300"]))
            elif r.chance(0.4):
                opts.append("duration = %s" % self.duration())
            if r.chance(0.2):
                opts.append("fingers = %s" % r.choice(["1", "2", "3"]))
        elif name == "pinch":
            if r.chance(0.5):
                opts.append("scale = %s" % r.choice(["0.5", "2", "1", "0", "1e-9"]))
        elif name == "rotate":
            if r.chance(0.5):
                opts.append("angle = %s" % r.choice(["1", "-1", "0", "6.3", "0/0"]))
        if r.chance(0.2):
            opts.append("settle = false")
        if r.chance(0.03):
            opts.append("bogus = 1")
        o = ", {%s}" % ", ".join(opts) if opts else ""
        if name == "drag":
            call = "drag(%s, %s%s)" % (self.loc(), self.loc(), o)
        elif name == "swipe":
            call = 'swipe(%s, %s%s)' % (self.loc(), r.choice(['"left"', '"right"', '"up"', '"down"', '"sideways"']), o)
        elif name == "edgePan":
            call = "edgePan(%s%s)" % (r.choice(['"left"', '"right"', '"top"', '"bottom"', '"middle"']), o)
        else:
            call = "%s(%s%s)" % (name, self.loc(), o)
        return "out('%s', %s)" % (name, call) if r.chance(0.7) else call

    def fingers_step(self):
        r = self.rng
        views = self.views()
        if views and r.chance(0.2):
            # A finger comes down on a view that then leaves (or changes) mid-gesture.
            v = r.choice(views).ref
            self.emit("F[1] = touchDown(%s)" % v)
            self.emit(r.choice(["%s:removeFromSuperview()" % v, "%s.hidden = true" % v, "%s.userInteractionEnabled = false" % v,
                                "%s = nil collectgarbage()" % v, "%s.window.hidden = true" % v]))
            self.emit("F[1]:moveTo(%s)" % self.loc())
            self.emit(r.choice(["F[1]:up()", "F[1]:cancel()", "wait(0.6) F[1]:up()"]))
            return
        for _ in range(r.int(1, 4)):
            roll = r.random()
            i = r.int(1, 3)
            if roll < 0.35:
                self.emit("F[%d] = touchDown(%s)" % (i, self.loc()))
            elif roll < 0.6:
                self.emit("if F[%d] then F[%d]:moveTo(%s) end" % (i, i, self.loc()))
            elif roll < 0.7:
                self.emit("if F[%d] then F[%d]:hold(%s) end" % (i, i, self.duration()))
            elif roll < 0.85:
                self.emit("if F[%d] then F[%d]:up() end" % (i, i))
            elif roll < 0.9:
                self.emit("if F[%d] then F[%d]:cancel() end" % (i, i))
            elif roll < 0.95:
                self.emit("sim.batch(function() if F[1] then F[1]:moveTo(%s) end if F[2] then F[2]:%s end end)"
                          % (self.loc(), r.choice(["up()", "moveTo(%s)" % self.loc(), "cancel()"])))
            else:
                self.emit("if F[%d] then out(F[%d].touch, F[%d].touch.phase) end" % (i, i, i))

    def other_event(self):
        r = self.rng
        return r.choice([
            "shake()", "press(%s)" % r.choice(['"%s"' % t for t in PRESS_TYPES] + ['"bogus"']),
            "remoteControl(%s)" % r.choice(['"play"', '"pause"', '"togglePlayPause"', '"nextTrack"', "42"]),
            "typeText(%s)" % r.choice(['"hi"', '"a\\bb\\n"', '"\\n"', '""', "nil", 'string.rep("z", 50)']),
            "out(%s:becomeFirstResponder())" % self.ref("control", "view", "responder"),
            "out(%s:resignFirstResponder())" % self.ref("control", "view", "responder"),
            "out(sim.keyboardVisible)",
        ])

    def coroutine_step(self):
        r = self.rng
        self.coroutines += 1
        name = "co%d" % self.coroutines

        def body():
            self.emit("C[%d] = coroutine.create(function()" % self.coroutines)
            self.indent += 1
            for _ in range(r.int(1, 3)):
                roll = r.random()
                if roll < 0.5:
                    self.emit(self.composite())
                elif roll < 0.7:
                    self.fingers_step()
                else:
                    self.emit(self.reentrant())
                if r.chance(0.6):
                    self.emit("coroutine.yield(%s)" % r.choice(["", "1", "sim.now"]))
            self.indent -= 1
            self.emit("end)")
            self.emit("out('%s', coroutine.resume(C[%d]))" % (name, self.coroutines))
        self.step(body)
        # Resumed again later (or closed, or wrapped).
        for _ in range(r.int(0, 2)):
            if r.chance(0.8):
                self.pending_resumes.append("out('%s again', coroutine.resume(C[%d]))" % (name, self.coroutines))
            else:
                self.pending_resumes.append("out('%s closed', coroutine.close(C[%d]))" % (name, self.coroutines))
        if self.pending_resumes and r.chance(0.7):
            line = self.pending_resumes.pop(0)
            self.step(lambda: self.emit(line))

    pending_resumes = None

    def wrong_call(self):
        """A random member of the registry, called with random (mostly wrong) arguments."""
        r = self.rng
        reg = self.registry
        classes = [c for c in reg["classes"]]
        roll = r.random()
        args = ", ".join(self.any_value() for _ in range(r.int(0, 3)))
        if roll < 0.3 and reg["functions"]:
            name = r.choice([f for f in reg["functions"] if f not in UNSAFE_FUNCTIONS])
            self.emit("out(%s(%s))" % (name, args))
        elif roll < 0.4 and reg["sim"]:
            name = r.choice([f for f in reg["sim"] if f not in UNSAFE_FUNCTIONS])
            self.emit("local f = sim.%s if type(f) == 'function' then out(f(%s)) else sim.%s = %s end"
                      % (name, args, name, self.any_value()))
        elif roll < 0.75:
            cls = r.choice(classes)
            methods = all_members(reg, cls, "methods")
            if not methods:
                return
            method = r.choice(methods)
            target = None if r.chance(0.3) or not self.objects else self.rng.choice(self.objects)
            receiver = target.ref if target else self.any_value()
            if r.chance(0.5):
                self.emit("out(%s.%s(%s%s))" % (cls, method, receiver, (", " + args) if args else ""))
            else:
                # The program calls a C function of its own (math.max...), no
                # engine in between: its errors are Lua's, placed or not. A
                # receiver given as any value may be such an object too.
                if (target and (target.index, method) in self.c_overrides) or \
                        (not target and any(m == method for _, m in self.c_overrides)):
                    self.emit("direct = true")
                self.emit("local o = %s if o then out(o:%s(%s)) end" % (receiver, method, args))
        else:
            cls = r.choice(classes)
            props = all_members(reg, cls, "properties")
            if not props:
                return
            prop = r.choice(props)
            receiver = self.rng.choice(self.objects).ref if self.objects else "UIView{}"
            if r.chance(0.5):
                self.emit("local o = %s if o then o.%s = %s end" % (receiver, prop, self.any_value()))
            else:
                self.emit("local o = %s if o then out(o.%s) end" % (receiver, prop))

    def finale(self):
        r = self.rng
        self.emit("-- pending coroutine resumptions and a last look")
        for line in self.pending_resumes:
            self.step(lambda line=line: self.emit(line))
        self.step(lambda: self.emit("sim.settle()"))
        self.emit("for i = 1, %d do" % len(self.objects))
        self.emit("  local o = O[i]")
        self.emit("  if type(o) == 'userdata' then")
        self.emit("    try(function()")
        self.emit("      local s = o.state")
        self.emit("      if o.tracking ~= nil then out(i, o.tracking, o.highlighted, o.touchInside) end")
        self.emit("      if type(s) == 'string' then out(i, s) end")
        self.emit("    end)")
        self.emit("  end")
        self.emit("end")
        self.emit("out('done', sim.now, N)")
        if r.chance(0.1):
            self.emit(r.choice(['error("the end, uncaught")', "tap(%s)" % r.choice(['"nowhere"', "nil", "{}"]),
                                "local x = nil + 1", 'UIView{frame = "bad"}', "O[1]:noSuchMethod()"]))


PRELUDE = r"""
local rs = SEED % 2147483646 + 1
local function rnd() rs = (rs * 48271) % 2147483647 return rs / 2147483647 end
local function chance(p) return rnd() < p end
local O, F, C = {}, {}, {}
local N = 0
-- Prints, with addresses (tables, functions, coroutines) left out: the
-- output must be the same bytes on every run.
local function show(v)
  if type(v) == "string" then return v end
  local s = tostring(v)
  return (s:gsub("^(%a+): 0x%x+$", "%1"))
end
local function out(...)
  N = N + 1
  if N > 300 then return end
  local t = table.pack(...)
  for i = 1, t.n do t[i] = show(t[i]) end
  print(table.unpack(t, 1, t.n))
end
-- Every error message a step catches must say where it happened (but Lua's
-- own message for a yield on the main thread, which Lua gives no place). An
-- error value that is not a string is the program's own (error given as an
-- override and called by the program): the engine turns those it meets into
-- located messages.
local function located(e)
  if type(e) ~= "string" then
    return
  elseif e ~= "attempt to yield from outside a coroutine" and not e:find("^[^\n]-%.lua:%d+: ") then
    out("UNLOCATED " .. e)
  end
end
-- A step that calls a C function of the program's own directly (set by the
-- step) is not checked: Lua places those errors or not, no engine involved.
local direct = false
local function try(f)
  local ok, e = pcall(f)
  local checked = not direct
  direct = false
  if not ok then
    if checked then located(e) end
    out("error", e)
  end
end
"""


def generate(seed, registry):
    program = Program(seed, registry)
    program.pending_resumes = []
    program.classes = []
    program.custom_classes = []
    program.c_overrides = set()
    return program.generate()


def main():
    parser = argparse.ArgumentParser(description="Writes the respond-lua fuzz program of a seed.")
    parser.add_argument("seed", type=int)
    parser.add_argument("-o", "--output", help="file to write (default: standard output)")
    parser.add_argument("--registry", help="a saved `respond-lua api` listing (default: ask the binary)")
    parser.add_argument("--binary", help="respond-lua to ask for its class registry (default: .build/debug)")
    args = parser.parse_args()
    registry = load_registry(args.registry, args.binary)
    text = generate(args.seed, registry)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
