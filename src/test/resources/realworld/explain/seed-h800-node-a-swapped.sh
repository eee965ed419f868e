# The H800 seed's own warning ("node_rank 填写反了", node_rank swapped): the first attempt's command for
# machine A with the NODE_RANK that belongs to B.
FORCE_TORCHRUN=1 NNODES=2 NODE_RANK=1 MASTER_ADDR=192.168.0.1 MASTER_PORT=29500 llamafactory-cli train examples/train_full/llama3_full_sft.yaml
