local w = UIWindow{} w:makeKeyAndVisible()
local fruit = {"Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi", "Lemon", "Mango", "Nectarine", "Orange", "Papaya", "Quince", "Raspberry"}
local t = UITableView{name = "fruit", frame = {0, 64, 375, 603}}
t:register(UITableViewCell, "c")
t.dataSource = {numberOfRowsInSection = function() return #fruit end,
  cellForRowAt = function(self, tv, ip) local c = tv:dequeueReusableCell("c", ip) c.textLabel.text = fruit[ip.row + 1] return c end}
w:addSubview(t)
w:addSubview(UIView{name = "bar", frame = {0, 0, 375, 64}, backgroundColor = "#f8f8f8"})
t.contentOffset = {0, 100}
tap(100, 300)
render("/tmp/table.svg")
