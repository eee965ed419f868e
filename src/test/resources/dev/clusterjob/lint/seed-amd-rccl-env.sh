# Quoted verbatim from /work/shared/seeds/rccl-multi-gpu-setup.zh.txt (the article's two export blocks, run on every node).
export MASTER_ADDR=192.168.1.100
export MASTER_PORT=29500
export WORLD_SIZE=4  # 根据你的总卡数调整
export RANK=0        # 当前节点的排名，主节点为 0，其他依次递增

export NCCL_TIMEOUT=3600  # 将超时时间延长至 1 小时，防止长时初始化失败
export NCCL_BUFFSIZE=4194304 # 增大缓冲区，提升大模型参数同步效率
export NCCL_NET_GDR_LEVEL=2  # 强制开启 GPU 直连，减少 CPU 拷贝开销
