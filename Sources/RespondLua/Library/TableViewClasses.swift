import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// UITableView and UITableViewCell (LUA_API §11; SPEC 11.4).
    func defineTableViewClasses() {
        let cell = ClassDefinition("UITableViewCell", parent: "UIView") { TableViewCell(engine: $0) }
        cell.object("contentView", TableViewCell.self) { $0.contentView }
        cell.object("textLabel", TableViewCell.self) { $0.textLabel }
        cell.property("reuseIdentifier", TableViewCell.self, get: { c, v in
            if let id = v.reuseIdentifier { c.stack.push(id) } else { c.stack.pushNil() }
        }, set: { c, v, i in v.reuseIdentifier = try c.stringValue(i, optional: true) })
        cell.property("selectionStyle", TableViewCell.self, get: { c, v in c.stack.push(v.selectionStyle.rawValue) },
                      set: { c, v, i in
                          guard c.stack.type(i) == LUA_TSTRING, let name = c.stack.toString(i),
                                let style = TableViewCell.SelectionStyle(rawValue: name) else {
                              throw c.badValue(i, expected: "\"default\", \"none\", \"blue\" or \"gray\"")
                          }
                          v.selectionStyle = style
                      })
        cell.bool(["highlighted", "isHighlighted"], TableViewCell.self, get: { $0.highlighted }, set: { $0.highlighted = $1 })
        cell.bool(["selected", "isSelected"], TableViewCell.self, get: { $0.selected }, set: { $0.selected = $1 })
        // The built-in touch handling, for a subclass's override to call
        // (`UITableViewCell.touchesBegan(self, touches, event)`).
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
            cell.method(phase.selector.name) { call in
                let c = try call.object(1, TableViewCell.self, "UITableViewCell")
                try c.cellTouches(phase, try call.touches(2), try call.object(3, Event.self, "UIEvent"))
                return 0
            }
        }
        exposeGlobal(define(cell))

        let c = ClassDefinition("UITableView", parent: "UIScrollView") { TableView(engine: $0) }
        c.scriptTable("dataSource", .dataSource, TableView.self) { v, _, present in
            v.hostHasDataSource = present
            try v.dataSourceChanged()
        }
        // Its own entry, for its own type in the annotations (the scroll view's, unchanged).
        c.scriptTable("delegate", .delegate, TableView.self) { v, _, present in v.hostHasDelegate = present }
        c.property("rowHeight", TableView.self, get: { call, v in call.stack.push(v.rowHeight) },
                   set: { call, v, i in v.rowHeight = try call.heightValue(i) })
        c.property("sectionHeaderHeight", TableView.self, get: { call, v in call.stack.push(v.sectionHeaderHeight) },
                   set: { call, v, i in v.sectionHeaderHeight = try call.heightValue(i) })
        c.property("sectionFooterHeight", TableView.self, get: { call, v in call.stack.push(v.sectionFooterHeight) },
                   set: { call, v, i in v.sectionFooterHeight = try call.heightValue(i) })
        c.bool(["allowsSelection"], TableView.self, get: { $0.allowsSelection }, set: { $0.allowsSelection = $1 })
        c.bool(["allowsMultipleSelection"], TableView.self, get: { $0.allowsMultipleSelection },
               set: { $0.allowsMultipleSelection = $1 })
        c.objects("visibleCells", TableView.self) { $0.visibleCells }
        c.property("numberOfSections", TableView.self, get: { call, v in call.stack.push(int: v.numberOfSections) })
        c.property("indexPathForSelectedRow", TableView.self, get: { call, v in call.runtime.push(indexPath: v.indexPathForSelectedRow) })
        c.property("indexPathsForSelectedRows", TableView.self, get: { call, v in
            // nil when nothing is selected, as UIKit.
            let rows = v.selectedRows.sorted()
            guard !rows.isEmpty else { return call.stack.pushNil() }
            call.stack.newTable(array: Int32(rows.count))
            for (i, p) in rows.enumerated() {
                call.runtime.push(indexPath: p)
                call.stack.rawSet(-2, index: i + 1)
            }
        })
        c.method("reloadData") { call in
            try call.object(1, TableView.self, "UITableView").reloadData()
            return 0
        }
        c.method("numberOfRowsInSection") { call in
            let v = try call.object(1, TableView.self, "UITableView")
            let section = try call.integer(2)
            guard let rows = v.numberOfRows(inSection: section) else {
                throw call.argumentError(2, "section \(section) is out of range (the table has \(v.numberOfSections) section\(v.numberOfSections == 1 ? "" : "s"))")
            }
            call.stack.push(int: rows)
            return 1
        }
        for name in ["cellForRowAt", "cellForRowAtIndexPath"] {
            c.method(name) { call in
                let v = try call.object(1, TableView.self, "UITableView")
                let p = try call.indexPath(2)
                try v.check(p)
                call.runtime.pushObject(v.cell(forRow: p))
                return 1
            }
        }
        c.method("indexPathForRowAt") { call in
            let v = try call.object(1, TableView.self, "UITableView")
            call.runtime.push(indexPath: v.indexPath(forRowAt: try call.point(2)))
            return 1
        }
        c.method("indexPathForCell") { call in
            let v = try call.object(1, TableView.self, "UITableView")
            call.runtime.push(indexPath: v.indexPath(for: try call.object(2, TableViewCell.self, "UITableViewCell")))
            return 1
        }
        c.method("rectForRowAt") { call in
            let v = try call.object(1, TableView.self, "UITableView")
            let p = try call.indexPath(2)
            try v.check(p)
            call.runtime.push(v.rect(forRow: p))
            return 1
        }
        c.method("selectRowAt") { call in
            let v = try call.object(1, TableView.self, "UITableView")
            if call.stack.isNil(2) {
                v.selectRow(nil)
                return 0
            }
            let p = try call.indexPath(2)
            try v.check(p)
            v.selectRow(p)
            return 0
        }
        c.method("deselectRowAt") { call in
            let v = try call.object(1, TableView.self, "UITableView")
            let p = try call.indexPath(2)
            try v.check(p)
            v.deselectRow(p)
            return 0
        }
        c.method("scrollToRowAt") { call in
            let v = try call.object(1, TableView.self, "UITableView")
            let p = try call.indexPath(2)
            try v.check(p)
            var position = TableView.ScrollPosition.none
            // `scrollToRowAt(p, position [, animated])`; an `animated` boolean alone is accepted too.
            if call.count >= 3, call.stack.type(3) != LUA_TBOOLEAN, !call.stack.isNil(3) {
                guard call.stack.type(3) == LUA_TSTRING, let name = call.stack.toString(3),
                      let chosen = TableView.ScrollPosition(rawValue: name) else {
                    throw call.typeError(3, expected: "position \"top\", \"middle\", \"bottom\" or \"none\"")
                }
                position = chosen
            }
            try v.scrollToRow(p, at: position)
            return 0
        }
        for name in ["dequeueReusableCell", "dequeueReusableCellWithIdentifier"] {
            c.method(name) { call in
                let v = try call.object(1, TableView.self, "UITableView")
                let identifier = try call.string(2)
                if let cell = v.dequeuePooledCell(identifier) {
                    call.runtime.pushObject(cell)
                    return 1
                }
                return try call.runtime.makeRegisteredCell(of: v, identifier, call)
            }
        }
        for name in ["register", "registerClass"] {
            c.method(name) { call in
                let v = try call.object(1, TableView.self, "UITableView")
                let identifier = try call.string(3)
                guard let cellClass = call.runtime.luaClass(at: 2), cellClass.ancestry.contains(where: { $0.name == "UITableViewCell" && !$0.isScript }) else {
                    throw call.typeError(2, expected: "a UITableViewCell class")
                }
                call.runtime.setRegisteredCellClass(of: v, identifier, classAt: 2)
                return 0
            }
        }
        c.property("reusableCellCount", TableView.self, get: { call, v in call.stack.push(int: v.reusableCellCount) })
        exposeGlobal(define(c))
    }

    /// The registered classes live in a hidden table of the table view's own
    /// fields: identifier → class.
    func setRegisteredCellClass(of view: EngineObject, _ identifier: String, classAt index: Int32) {
        let s = stack
        let classIndex = s.absolute(index)
        pushHiddenField(.cellClasses, of: view)
        if !s.isTable(-1) {
            s.pop()
            s.newTable()
            setHiddenField(.cellClasses, of: view, valueAt: -1)
        }
        s.pushValue(classIndex)
        s.rawSet(-2, identifier)
        s.pop()
    }

    /// A new cell of the class `register` gave for `identifier` (`Class()`,
    /// its `init` included), with that reuse identifier; nil when none was given.
    func makeRegisteredCell(of view: EngineObject, _ identifier: String, _ call: LuaCall) throws -> Int32 {
        let s = stack
        pushHiddenField(.cellClasses, of: view)
        guard s.isTable(-1), s.rawGet(-1, identifier) != LUA_TNIL else {
            s.pushNil()
            return 1
        }
        s.remove(-2)
        if rl_pcall(L, 0, 1) != LUA_OK { throw scriptError(fromTop: ()) }
        guard let cell = object(at: -1) as? TableViewCell else {
            throw LuaError(message: "\(call.function.name): the class registered for \"\(identifier)\" did not make a UITableViewCell")
        }
        cell.reuseIdentifier = identifier
        return 1
    }

    /// An index path as the script sees it: `{section=, row=, item=}` with the
    /// IndexPath metatable; nil as nil.
    func push(indexPath p: IndexPath?) {
        guard let p else { return stack.pushNil() }
        let s = stack
        s.newTable(hash: 3)
        s.push(int: p.section)
        s.rawSet(-2, "section")
        s.push(int: p.row)
        s.rawSet(-2, "row")
        s.push(int: p.row)
        s.rawSet(-2, "item")
        s.registryGet(indexPathRef)
        s.setMetatable(-2)
    }

    /// `IndexPath{...}`, `{section=, row=}` (or `item=`), or `{section, row}`
    /// (raw reads only); nil when the value is none of these.
    func readIndexPath(_ index: Int32) -> IndexPath? {
        let s = stack
        let i = s.absolute(index)
        guard s.isTable(i) else { return nil }
        func whole(_ n: Double?) -> Int? {
            guard let n, n.isFinite, n == n.rounded(.down), abs(n) < 1e15 else { return nil }
            return Int(n)
        }
        func element(_ k: Int) -> Double? {
            s.rawGet(i, index: k)
            defer { s.pop() }
            return s.type(-1) == LUA_TNUMBER ? s.toNumber(-1) : nil
        }
        let section = s.number(field: "section", of: i) ?? element(1)
        let row = s.number(field: "row", of: i) ?? s.number(field: "item", of: i) ?? element(2)
        guard let section = whole(section), let row = whole(row) else { return nil }
        return IndexPath(section: section, row: row)
    }
}

extension LuaCall {
    /// An index path argument: an `IndexPath`, `{0, 2}` or `{section=0, row=2}`.
    func indexPath(_ index: Int32) throws -> IndexPath {
        guard let p = runtime.readIndexPath(index) else {
            let got = stack.isTable(index) ? "a table without a whole section and row" : describeType(index)
            throw argumentError(index, "index path expected, like IndexPath(0, 2) or {0, 2}; got \(got)")
        }
        return p
    }

    /// A height: a finite number ≥ 0.
    func heightValue(_ index: Int32) throws -> Double {
        guard let n = stack.toNumber(index), n.isFinite, n >= 0 else {
            throw badValue(index, expected: "a finite number ≥ 0",
                           got: stack.type(index) == LUA_TNUMBER ? formatNumber(stack.toNumber(index) ?? 0) : describeType(index))
        }
        return n
    }
}
