-- Attack: container layouts that outgrow --max-memory (issue 31, S2.7): a
-- million sections in each of eight collections took 942 MB under a 32 MB
-- limit. What a layout will hold is charged before it is built, so the first
-- collection already stops the script at the limit.
-- Args: --max-memory 32
-- Exit: 1
-- Stderr: container_layout_memory.lua:19: not enough memory (memory limit of 32 MB reached)
local w = UIWindow{} w:makeKeyAndVisible()
local ds = {}
function ds:numberOfSections(cv) return 1000000 end
function ds:numberOfItemsInSection(cv, section) return 8 end
function ds:cellForItemAt(cv, ip) return cv:dequeueReusableCell("c", ip) end
for i = 1, 8 do
  local cv = UICollectionView{frame = {0, 0, 375, 600},
    collectionViewLayout = UICollectionViewFlowLayout{itemSize = {10, 10}}}
  cv:register(UICollectionViewCell, "c")
  cv.dataSource = ds
  print("collection", i)
  w:addSubview(cv)
end
print("not reached")
